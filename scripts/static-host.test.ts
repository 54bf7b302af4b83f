/**
 * The local server (scripts/static-host.ts, what `npm start` and the end-to-end tests use)
 * against hostile requests, over a real loopback socket. Requests are written with node:http,
 * which sends the path exactly as given (fetch would resolve `..` and `%2e%2e` before sending).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { METHODS, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { writeHeaders } from './build/headers';
import { precompress } from './build/precompress';
import { createStaticHost } from './static-host';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';
const page = (name: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${name}</title></head><body><h1>${name}</h1><p>${'Humanoid robots. '.repeat(80)}</p><script>window.page = "${name}";</script></body></html>`;

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
  write(join(client, 'tara.data'), '[{"robot":"tara"}]');
  write(join(client, '_redirects'), '/newsroom /news 301\n');
  await writeHeaders(client, {});
  await precompress(client);
  return client;
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

let server: Server;
let base: string;

function send(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
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
  expect((await send('/tara.data')).headers['content-type']).toBe('text/x-script; charset=utf-8');
  const first = await send('/tara');
  expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
  const again = await send('/tara', 'GET', { 'if-none-match': String(first.headers.etag) });
  expect(again.status).toBe(304);
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
