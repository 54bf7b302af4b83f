/**
 * npm start / npm run serve — serves build/client exactly as a CDN would: the same `_headers`
 * and `_redirects` files, gzip and brotli, `404.html` with status 404, ETag revalidation, the
 * CDN default `Cache-Control` where no rule sets one, the rule files themselves never served,
 * and one address per page (`/tara/` redirects to `/tara`). Loopback only.
 *
 *   PORT=4173 HOST=127.0.0.1 tsx scripts/serve.ts [dir]
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { mimeType } from './mime';
import { headersFor, parseHeaders, parseRedirects, type HeaderRule, type Redirect } from './static-rules';

const root = resolve(process.argv[2] ?? 'build/client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
if (!/^(127\.\d+\.\d+\.\d+|localhost|::1)$/.test(host)) {
  console.error(`serve: refusing to bind to ${host}; only loopback addresses are allowed.`);
  process.exit(1);
}
if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html. Run "npm run build" first.`);
  process.exit(1);
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

const read = (name: string) => (existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '');
const headerRules: HeaderRule[] = parseHeaders(read('_headers'));
const redirectRules: Redirect[] = parseRedirects(read('_redirects'));
const compressed = new Map<string, Buffer>();
const etags = new Map<string, string>();
/** What Cloudflare Pages and Netlify send when no rule sets Cache-Control: cache, but revalidate. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Files hosts read as configuration and never serve. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

function fileFor(pathname: string): string | undefined {
  if (HIDDEN.has(pathname)) return undefined;
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const candidates = [join(root, safe), join(root, safe, 'index.html'), join(root, `${safe}.html`)];
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

function send(res: ServerResponse, status: number, file: string, pathname: string, encodings: string, method: string, ifNoneMatch?: string) {
  const type = mimeType(extname(file));
  let body: Buffer = readFileSync(file);
  res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
  // A page's index.html, asked for by name, carries the page's own rules.
  for (const [name, value] of headersFor(headerRules, pathname.replace(/(.)\/index\.html$/, '$1').replace(/^\/index\.html$/, '/')))
    res.setHeader(name, value);
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  let etag = etags.get(file);
  if (!etag) {
    etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    etags.set(file, etag);
  }
  res.setHeader('ETag', etag);
  if (status === 200 && ifNoneMatch?.split(/\s*,\s*/).includes(etag)) {
    res.writeHead(304).end();
    return;
  }
  if (COMPRESSIBLE.test(type) && body.length > 512) {
    const encoding = /\bbr\b/.test(encodings) ? 'br' : /\bgzip\b/.test(encodings) ? 'gzip' : undefined;
    if (encoding) {
      const key = `${encoding}:${file}`;
      let packed = compressed.get(key);
      if (!packed) {
        packed = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
        compressed.set(key, packed);
      }
      body = packed;
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  res.end(method === 'HEAD' ? undefined : body);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const redirect = redirectRules.find((rule) => rule.from === clean);
  if (redirect) {
    res.writeHead(redirect.status, { Location: redirect.to + url.search }).end();
    return;
  }
  // One address per page, the canonical one: no trailing slash.
  if (clean !== pathname && fileFor(clean)?.endsWith('index.html')) {
    res.writeHead(301, { Location: clean + url.search }).end();
    return;
  }
  const encodings = String(req.headers['accept-encoding'] ?? '');
  const file = fileFor(pathname);
  if (file) send(res, 200, file, pathname, encodings, req.method, req.headers['if-none-match']);
  else send(res, 404, join(root, '404.html'), pathname, encodings, req.method);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
