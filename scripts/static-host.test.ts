/**
 * The local server (scripts/static-host.ts, what `npm start` and the end-to-end tests use)
 * against hostile requests, over a real loopback socket. Requests are written with node:http,
 * which sends the path and headers exactly as given (fetch would resolve `..` and `%2e%2e`
 * before sending, and add headers of its own). The server runs in this process: an error that
 * escaped a request would end it, and Vitest fails a run with an uncaught error, so every test
 * that sends something hostile also asks for a page afterwards and expects it served.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { METHODS, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { writeHeaders } from './build/headers';
import { precompress } from './build/precompress';
import { readRedirects, redirectsFile } from './host-rules';
import { createStaticHost } from './static-host';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';
const page = (name: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${name}</title></head><body><h1>${name}</h1><p>${'Humanoid robots. '.repeat(80)}</p><script type="module" src="/assets/entry.abc123.js"></script></body></html>`;

/** A binary file whose every byte says where it is (byte i is i % 251), so a range's bytes can be checked. */
const PDF = Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 251));
const CSS = `.robot{color:teal}\n${'.tara{margin:0 auto;padding:1rem}\n'.repeat(60)}`;

/** tmp/{secret.txt, build/server/secret.txt, build/client/…}: a client build with secrets beside and above it. */
async function fixture(): Promise<string> {
  const top = mkdtempSync(join(tmpdir(), 'static-host-'));
  const client = join(top, 'build', 'client');
  const write = (path: string, text: string) => {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  };
  write(join(top, 'secret.txt'), SECRET);
  write(join(top, 'build', 'server', 'secret.txt'), SECRET);
  write(join(top, 'build', 'client-secret', 'index.html'), SECRET);
  for (const dir of ['', 'tara', 'contact', 'defense/rhino', 'newsroom']) write(join(client, dir, 'index.html'), page(dir || 'home'));
  write(join(client, '404.html'), page('not found'));
  write(join(client, 'scenes', 'tara-gen3.html'), '<!doctype html><html lang="en"><head><title>scene</title></head><body></body></html>');
  write(join(client, 'assets', 'entry.abc123.js'), `export const robots = ${JSON.stringify('Tara '.repeat(400))};\n`);
  write(join(client, 'assets', 'site.abc123.css'), CSS);
  // Text below the build's 1 KB line for compressed copies, above compression's 512 bytes: compressed as it is sent.
  write(join(client, 'robots.txt'), `User-agent: *\nAllow: /\n${'# robots are welcome\n'.repeat(30)}`);
  mkdirSync(join(client, 'downloads'), { recursive: true });
  writeFileSync(join(client, 'downloads', 'brochure.pdf'), PDF);
  write(join(client, 'pagefind', 'pagefind.js'), `export const search = ${JSON.stringify('index '.repeat(300))};\n`);
  write(join(client, 'pagefind', 'pagefind-entry.json'), '{"version":"1.6.0","languages":{}}');
  write(join(client, 'pagefind', 'pagefind.en_3c6342749f.pf_meta'), 'meta');
  write(join(client, 'pagefind', 'wasm.en.pagefind'), 'wasm');
  write(join(client, 'pagefind', 'index', 'en_1a2b3c4.pf_index'), 'index');
  write(join(client, 'pagefind', 'fragment', 'en_5d6e7f8.pf_fragment'), 'fragment');
  // /newsroom has moved, though the build also writes a page there (a stub that sends browsers on).
  write(join(client, '_redirects'), redirectsFile({ moved: [{ from: '/newsroom', to: '/news' }] }));
  await writeHeaders(client, {});
  await precompress(client);
  return client;
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

let server: Server;
let base: string;

function send(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return sendRaw(path, method, headers).then(({ bytes, ...answer }) => ({ ...answer, body: bytes.toString('latin1') }));
}

function sendRaw(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Omit<Answer, 'body'> & { bytes: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let client: string;

beforeAll(async () => {
  client = await fixture();
  server = createServer(await createStaticHost(client));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A Location may only name a path on this site. */
function expectSafeLocation(answer: Answer, path: string) {
  const location = answer.headers.location;
  if (location === undefined) return;
  expect(location, path).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, base).origin, path).toBe(base);
}

test('the two reported open-redirect paths answer 404, with no Location at all', async () => {
  for (const path of ['/%2Fevil.com%2F..%2Ftara/', '/%5Cevil.com%2F..%2Ftara/']) {
    const answer = await send(path);
    expect(answer.status, path).toBe(404);
    expect(answer.headers.location, path).toBeUndefined();
  }
});

const TRAVERSALS = [
  '/../secret.txt',
  '/../../secret.txt',
  '/../server/secret.txt',
  '/..%2fsecret.txt',
  '/..%2Fserver%2Fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%2E%2E%2F%2E%2E%2Fsecret.txt',
  '/.%2e/secret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/%25252e%25252e%25252fsecret.txt',
  '/..\\secret.txt',
  '/..\\..\\secret.txt',
  '/..%5csecret.txt',
  '/..%5Cserver%5Csecret.txt',
  '/%5c..%5csecret.txt',
  '/%255c..%255csecret.txt',
  '/assets/..%2f..%2f..%2fsecret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/tara/..%2f..%2fserver/secret.txt',
  '/....//secret.txt',
  '/..;/secret.txt',
  '/..%c0%afsecret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/..%u2216secret.txt',
  '/%2fsecret.txt',
  '//secret.txt',
  '/../client-secret',
  '/../client-secret/',
  '/..%2fclient-secret',
  '/secret.txt%00.html',
  '/%00',
  '/index.html%00',
  '/tara%00',
  '/_headers',
  '/_redirects',
  '/_headers%00',
  '/%5fheaders',
  '/etc/passwd',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  `/${'a/'.repeat(2000)}`,
  `/tara?${'q='.repeat(3000)}`,
  `/${'%2e%2e%2f'.repeat(500)}secret.txt`,
];

test('no encoding of a traversal, NUL or over-long path reaches a file outside the build or a rule file', async () => {
  for (const path of TRAVERSALS) {
    const answer = await send(path);
    expect([200, 301, 400, 404, 414, 431], path).toContain(answer.status);
    expect(answer.body, path).not.toContain(SECRET);
    expect(answer.body, path).not.toMatch(/Content-Security-Policy:|\/newsroom \/news/);
    if (answer.status === 200) expect(path, 'only the real page answers').toMatch(/^\/tara\?/);
    expectSafeLocation(answer, path);
  }
});

test('a URL far longer than any page address is refused without reading the disk', async () => {
  const answer = await send(`/${'x'.repeat(100_000)}`);
  expect([400, 404, 414, 431]).toContain(answer.status);
  expect(answer.body).not.toContain(SECRET);
});

test('every redirect stays on this site, whatever slashes and backslashes the path starts with', async () => {
  const paths = [
    '//evil.com/',
    '/\\evil.com/',
    '/%2F%2Fevil.com/',
    '/%5C%5Cevil.com/',
    '/%2Fevil.com/',
    '/%5Cevil.com/',
    '/\\/evil.com/tara/',
    '/tara//',
    '/tara/%2F',
    '/newsroom/',
    '/newsroom//',
  ];
  for (const path of paths) {
    const answer = await send(path);
    expect(answer.status, path).not.toBe(200);
    expectSafeLocation(answer, path);
  }
});

test('only GET and HEAD are answered; every other method gets 405 and no file', async () => {
  for (const method of METHODS.filter((m) => m !== 'GET' && m !== 'HEAD' && m !== 'CONNECT')) {
    const answer = await send('/tara', method);
    expect(answer.status, method).toBe(405);
    expect(answer.headers.allow, method).toBe('GET, HEAD');
    expect(answer.body, method).toBe('');
  }
  const head = await send('/tara', 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body).toBe('');
  // CONNECT is a tunnel request: the server closes the connection without serving anything.
  await expect(send('/tara', 'CONNECT').then((a) => a.status)).rejects.toThrow();
});

test('a page answers at its canonical address only: /index, /contact/index, …/index.html and a document without .html are 404', async () => {
  expect((await send('/tara')).status).toBe(200);
  expect((await send('/')).status).toBe(200);
  for (const path of [
    '/index',
    '/index.html',
    '/contact/index',
    '/contact/index.html',
    '/tara/index',
    '/tara/index.html',
    '/defense/rhino/index',
    '/scenes/tara-gen3',
    '/404.html',
    '/TARA',
    '/tara.html',
  ]) {
    const answer = await send(path);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).toContain('<h1>not found</h1>');
  }
  const slash = await send('/defense/rhino/?ref=x');
  expect(slash.status).toBe(301);
  expect(slash.headers.location).toBe('/defense/rhino?ref=x');
  expect((await send('/scenes/tara-gen3.html')).status).toBe(200);
});

test('every HTML answer carries its policy as a header, a 404 included, and no page can be framed by another site', async () => {
  const policy = async (path: string) => String((await send(path)).headers['content-security-policy']);
  expect(await policy('/tara')).toMatch(/frame-ancestors 'none'$/);
  expect(await policy('/tara')).toContain('script-src');
  expect(await policy('/no-such-robot')).toMatch(/frame-ancestors 'none'$/);
  expect(await policy('/contact/index')).toMatch(/frame-ancestors 'none'$/);
  expect(await policy('/scenes/tara-gen3.html')).toMatch(/frame-ancestors 'self'$/);
  const missing = await send('/no-such-robot');
  expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(missing.headers['x-content-type-options']).toBe('nosniff');
  expect(missing.headers['cache-control']).toBe('no-cache');
});

test('files come compressed as asked, revalidate with their ETag, and keep the build’s cache rules', async () => {
  for (const encoding of ['br', 'gzip']) {
    const answer = await send('/assets/entry.abc123.js', 'GET', { 'accept-encoding': encoding });
    expect(answer.headers['content-encoding'], encoding).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const first = await send('/tara');
  expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
  const again = await send('/tara', 'GET', { 'if-none-match': String(first.headers.etag) });
  expect(again.status).toBe(304);
});

test('a moved address is forced in _redirects, so its stub page never answers in place of the redirect', async () => {
  expect(readFileSync(join(client, '_redirects'), 'utf8')).toContain('/newsroom /news 301!');
  expect(await readRedirects(client)).toEqual([{ from: '/newsroom', to: '/news', status: 301, force: true }]);
  const moved = await send('/newsroom?x=1');
  expect([moved.status, moved.headers.location]).toEqual([301, '/news?x=1']);
});

test('a page is sent as the build compressed it, and the compressed copies are not addresses of their own', async () => {
  for (const [encoding, suffix, decode] of [
    ['br', '.br', brotliDecompressSync],
    ['gzip', '.gz', gunzipSync],
  ] as const) {
    const answer = await send('/contact', 'GET', { 'accept-encoding': encoding });
    expect(answer.headers['content-encoding'], encoding).toBe(encoding);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toBeDefined();
    const copy = readFileSync(join(client, 'contact', `index.html${suffix}`));
    expect(Buffer.from(answer.body, 'latin1').equals(copy), encoding).toBe(true);
    expect(decode(copy).toString()).toBe(page('contact'));
    for (const path of [`/contact/index.html${suffix}`, `/assets/entry.abc123.js${suffix}`]) expect((await send(path)).status, path).toBe(404);
  }
});

/** The server still answers: a page, whole. */
async function expectStillUp() {
  const answer = await send('/tara');
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('<h1>tara</h1>');
}

test('the two requests that ended the server are answered with the whole file, and the server lives on', async () => {
  // A text page: its range is ignored (text goes whole, see below), never read out of bounds.
  const page = await send('/', 'GET', { range: 'bytes=500-100' });
  expect(page.status).toBe(200);
  expect(page.body).toBe(readFileSync(join(client, 'index.html'), 'latin1'));
  await expectStillUp();
  const css = await sendRaw('/assets/site.abc123.css', 'GET', { range: 'bytes=2-1', 'accept-encoding': 'br' });
  expect(css.status).toBe(200);
  expect(css.headers['content-encoding']).toBe('br');
  expect(css.headers['content-range']).toBeUndefined();
  expect(brotliDecompressSync(css.bytes).toString()).toBe(CSS);
  await expectStillUp();
});

test('a byte range of a file sent as it is follows RFC 9110: suffix, one byte, open end, the last byte', async () => {
  const cases: [string, number, number][] = [
    ['bytes=-100', 1900, 1999],
    ['bytes=0-0', 0, 0],
    ['bytes=1990-', 1990, 1999],
    ['bytes=1999-5000', 1999, 1999],
    ['bytes=10-19', 10, 19],
  ];
  for (const [range, first, last] of cases) {
    const answer = await sendRaw('/downloads/brochure.pdf', 'GET', { range, 'accept-encoding': 'gzip, br' });
    expect(answer.status, range).toBe(206);
    expect(answer.headers['content-range'], range).toBe(`bytes ${first}-${last}/2000`);
    expect(answer.headers['content-length'], range).toBe(String(last - first + 1));
    expect(answer.headers['content-type'], range).toBe('application/pdf');
    expect(answer.headers['content-encoding'], range).toBeUndefined();
    expect(answer.bytes.equals(PDF.subarray(first, last + 1)), range).toBe(true);
  }
  expect((await send('/downloads/brochure.pdf')).headers['accept-ranges']).toBe('bytes');
  await expectStillUp();
});

test('a range that is malformed, of another unit, or in several parts gets the whole file; one past the end gets 416', async () => {
  for (const range of ['bytes=abc', 'items=0-1', 'bytes=0-1,5-6', 'bytes=', 'bytes=--1', 'bytes=1-2-3', `bytes=${'0-1,5-6,'.repeat(500)}9-9`]) {
    const answer = await sendRaw('/downloads/brochure.pdf', 'GET', { range });
    expect(answer.status, range).toBe(200);
    expect(answer.headers['content-range'], range).toBeUndefined();
    expect(answer.bytes.equals(PDF), range).toBe(true);
  }
  for (const range of ['bytes=2000-', 'bytes=5000-6000', 'bytes=500-100']) {
    const answer = await send('/downloads/brochure.pdf', 'GET', { range });
    expect(answer.status, range).toBe(416);
    expect(answer.headers['content-range'], range).toBe('bytes */2000');
    expect(answer.body, range).toBe('');
  }
  // The same range asked for many times over is one range.
  const repeated = await sendRaw('/downloads/brochure.pdf', 'GET', { range: `bytes=${'0-1,'.repeat(500)}0-1` });
  expect([repeated.status, repeated.headers['content-range'], repeated.bytes.length]).toEqual([206, 'bytes 0-1/2000', 2]);
  // A range asked with If-Range and an old validator gets the whole, current file.
  const stale = await sendRaw('/downloads/brochure.pdf', 'GET', { range: 'bytes=0-9', 'if-range': 'W/"7d0-0"' });
  expect([stale.status, stale.bytes.length]).toEqual([200, 2000]);
  await expectStillUp();
});

test('a compressed body never carries a range: pages, copies and text compressed on the way go whole', async () => {
  for (const [path, encoding] of [
    ['/contact', 'gzip'],
    ['/contact', 'br'],
    ['/assets/entry.abc123.js', 'gzip'],
    ['/robots.txt', 'gzip'],
    ['/robots.txt', 'identity'],
  ] as const) {
    const answer = await sendRaw(path, 'GET', { range: 'bytes=0-10', 'accept-encoding': encoding });
    expect(answer.status, `${path} ${encoding}`).toBe(200);
    expect(answer.headers['content-range'], `${path} ${encoding}`).toBeUndefined();
    expect(answer.headers['accept-ranges'], `${path} ${encoding}`).toBeUndefined();
    expect(answer.headers.vary, `${path} ${encoding}`).toBe('Accept-Encoding');
    const body = encoding === 'gzip' ? gunzipSync(answer.bytes) : encoding === 'br' ? brotliDecompressSync(answer.bytes) : answer.bytes;
    const file = path === '/contact' ? '/contact/index.html' : path;
    expect(body.equals(readFileSync(join(client, file))), `${path} ${encoding}`).toBe(true);
  }
  await expectStillUp();
});

test('a 304 repeats the validators and caching headers of the 200 it stands for', async () => {
  for (const [path, encoding] of [
    ['/tara', 'br'],
    ['/assets/entry.abc123.js', 'gzip'],
    ['/downloads/brochure.pdf', 'identity'],
  ] as const) {
    const first = await send(path, 'GET', { 'accept-encoding': encoding });
    const again = await send(path, 'GET', { 'accept-encoding': encoding, 'if-none-match': String(first.headers.etag) });
    expect(again.status, path).toBe(304);
    expect(again.body, path).toBe('');
    for (const name of ['etag', 'last-modified', 'cache-control', 'vary', 'content-security-policy'])
      expect(again.headers[name], `${path} ${name}`).toBe(first.headers[name]);
    expect(again.headers.etag, path).toBeDefined();
    expect(again.headers['last-modified'], path).toBeDefined();
  }
});

test('If-None-Match matches with *, within a list, and by weak comparison of a strong tag; If-Modified-Since is honoured', async () => {
  const first = await send('/tara', 'GET', { 'accept-encoding': 'br' });
  const etag = String(first.headers.etag);
  const strong = etag.replace(/^W\//, '');
  const conditional = (headers: Record<string, string>) => send('/tara', 'GET', { 'accept-encoding': 'br', ...headers }).then((a) => a.status);
  expect(await conditional({ 'if-none-match': '*' })).toBe(304);
  expect(await conditional({ 'if-none-match': `"nope", ${etag}, "other"` })).toBe(304);
  expect(await conditional({ 'if-none-match': strong })).toBe(304);
  expect(await conditional({ 'if-none-match': `"nope", ${strong}` })).toBe(304);
  expect(await conditional({ 'if-none-match': '"nope"' })).toBe(200);
  // Each representation has its own tag: the brotli page's tag does not match the gzip page.
  expect((await send('/tara', 'GET', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
  const modified = String(first.headers['last-modified']);
  expect(await conditional({ 'if-modified-since': modified })).toBe(304);
  expect(await conditional({ 'if-modified-since': new Date(Date.parse(modified) + 60_000).toUTCString() })).toBe(304);
  expect(await conditional({ 'if-modified-since': new Date(Date.parse(modified) - 60_000).toUTCString() })).toBe(200);
  expect(await conditional({ 'if-modified-since': 'yesterday, probably' })).toBe(200);
  // If-None-Match wins over If-Modified-Since (RFC 9110 13.1.3).
  expect(await conditional({ 'if-none-match': '"nope"', 'if-modified-since': modified })).toBe(200);
  // Preconditions of a change: a tag that does not match fails.
  expect(await conditional({ 'if-match': '"nope"' })).toBe(412);
  expect(await conditional({ 'if-match': etag })).toBe(200);
  await expectStillUp();
});

test('Accept-Encoding is read with its weights: br;q=0 refuses brotli, identity;q=0 still gets a body', async () => {
  const cases: [string, string | undefined][] = [
    ['br;q=0', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.001, gzip;q=0', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['BR', 'br'],
    ['', undefined],
  ];
  for (const path of ['/contact', '/assets/site.abc123.css', '/robots.txt']) {
    const file = readFileSync(join(client, path === '/contact' ? '/contact/index.html' : path));
    for (const [accept, encoding] of cases) {
      const answer = await sendRaw(path, 'GET', { 'accept-encoding': accept });
      expect(answer.status, `${path} ${accept}`).toBe(200);
      expect(answer.headers['content-encoding'], `${path} ${accept}`).toBe(encoding);
      const body = encoding === 'gzip' ? gunzipSync(answer.bytes) : encoding === 'br' ? brotliDecompressSync(answer.bytes) : answer.bytes;
      expect(body.equals(file), `${path} ${accept}`).toBe(true);
    }
  }
});

test('the search index’s files go out with a type, and those named by their content are cached for a year', async () => {
  const answers = Object.fromEntries(
    await Promise.all(
      [
        '/pagefind/pagefind.en_3c6342749f.pf_meta',
        '/pagefind/index/en_1a2b3c4.pf_index',
        '/pagefind/fragment/en_5d6e7f8.pf_fragment',
        '/pagefind/wasm.en.pagefind',
        '/pagefind/pagefind.js',
        '/pagefind/pagefind-entry.json',
      ].map(async (path) => [path, (await send(path)).headers] as const),
    ),
  );
  const immutable = 'public, max-age=31536000, immutable';
  for (const path of [
    '/pagefind/pagefind.en_3c6342749f.pf_meta',
    '/pagefind/index/en_1a2b3c4.pf_index',
    '/pagefind/fragment/en_5d6e7f8.pf_fragment',
  ]) {
    expect(answers[path]!['content-type'], path).toBe('application/octet-stream');
    expect(answers[path]!['cache-control'], path).toBe(immutable);
  }
  // Same names from build to build: revalidated.
  expect(answers['/pagefind/wasm.en.pagefind']!['content-type']).toBe('application/octet-stream');
  expect(answers['/pagefind/wasm.en.pagefind']!['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(answers['/pagefind/pagefind.js']!['content-type']).toBe('text/javascript; charset=utf-8');
  expect(answers['/pagefind/pagefind.js']!['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(answers['/pagefind/pagefind-entry.json']!['content-type']).toBe('application/json; charset=utf-8');
});

test('a file that changed under the server answers 500, and the server keeps serving', async () => {
  const error = console.error;
  console.error = () => {};
  try {
    // Listed at start, then gone, or replaced by a folder: the build changed while it was served.
    const gone = join(client, 'downloads', 'gone.pdf');
    writeFileSync(gone, PDF);
    const folder = join(client, 'downloads', 'folder.pdf');
    writeFileSync(folder, PDF);
    const host = createServer(await createStaticHost(client));
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    const url = (path: string) => `http://127.0.0.1:${(host.address() as AddressInfo).port}${path}`;
    rmSync(gone);
    rmSync(folder);
    mkdirSync(folder);
    expect(statSync(folder).isDirectory()).toBe(true);
    for (const path of ['/downloads/gone.pdf', '/downloads/folder.pdf']) {
      for (const range of [undefined, 'bytes=0-9']) {
        const answer = await fetch(url(path), { headers: range ? { range } : {} });
        expect(answer.status, path).toBe(500);
        expect(answer.headers.get('cache-control'), path).toBe('no-store');
      }
    }
    expect((await fetch(url('/tara'))).status).toBe(200);
    await new Promise<void>((done) => host.close(() => done()));
  } finally {
    console.error = error;
  }
  await expectStillUp();
});
