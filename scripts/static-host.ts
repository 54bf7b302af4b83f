/**
 * The request handler of `npm start` / `npm run serve`: serves a client build as a CDN would.
 * Libraries made for the job do the HTTP: **send** (Express's file sender) answers each file with
 * its ETag and Last-Modified, the conditional requests (`If-None-Match` with `*`, lists, weak and
 * strong tags; `If-Modified-Since`; `If-Match`, `If-Unmodified-Since`, `If-Range`) and byte
 * ranges (range-parser); **negotiator** picks the build's precompressed `.br`/`.gz` copy the
 * request accepts (`br;q=0` refuses brotli); **compression** compresses what has no copy. The
 * build's own `_headers` and `_redirects` (read by Netlify's parsers) say what to send. What is
 * ours is only which address answers, and which file stands for it:
 *
 * - a page answers at its canonical path only (`/tara`); `/tara/` redirects there, and the
 *   redirect's target is the page's path as the build knows it, never text from the request;
 * - `/index`, `/tara/index`, `/tara/index.html`, `/404.html`, a document without its `.html`
 *   (`/scenes/tara-gen3`), the rule files and the compressed copies by their own names answer 404;
 * - every 404 is `404.html` with status 404 and the headers of `/404.html` (its CSP included),
 *   or, under a prefix a `_redirects` rule gives its own (`/ar/* /ar/404.html 404`), that page;
 * - only GET and HEAD; only the files listed at start are served, so no path can leave the
 *   build folder;
 * - byte ranges only on what is never compressed (images, fonts, PDFs, the search index's
 *   binaries): a compressed body is sent whole, so no offset can point into the wrong bytes
 *   (docs/decisions/2800);
 * - an error inside a request answers 500 (or ends a body already on its way) and the server
 *   keeps serving.
 */
import compression from 'compression';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { builtHtml } from './build/built-html';
import { headersFor, readHeaderRules, readRedirects } from './host-rules';

/** What Cloudflare Pages and Netlify send when no rule sets Cache-Control: cache, but revalidate. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Files hosts read as configuration and never serve, and the not-found page under its own name. */
const HIDDEN = new Set(['/_headers', '/_redirects', '/404.html']);
/** Types the MIME table does not give as we send them (Pagefind's binary index files). */
const CONTENT_TYPES: Record<string, string> = {
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};
/** The build's compressed copies (scripts/build/precompress.ts), by the encoding each is in, best first. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The type a file is sent with: never empty (`application/octet-stream` when nothing says better). */
export function typeOf(file: string): string {
  const ext = extname(file);
  return CONTENT_TYPES[ext] ?? (contentType(ext) || 'application/octet-stream');
}

/** Every file of the build, by the path it is asked for (`/tara/index.html`), read once at start; dotfiles are left out. */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(root, join(entry.parentPath, entry.name)).split(sep);
    if (path.some((part) => part.startsWith('.'))) continue;
    files.add(`/${path.join('/')}`);
  }
  return files;
}

function decodePath(rawUrl: string): { pathname: string; search: string } | undefined {
  try {
    // Prefixed rather than resolved: `//evil.com/` is a path here, not another host.
    const url = new URL(rawUrl.startsWith('/') ? `http://localhost${rawUrl}` : rawUrl);
    return { pathname: decodeURIComponent(url.pathname), search: url.search };
  } catch {
    return undefined;
  }
}

/** Ends a request that failed inside the server: 500 if nothing was sent yet, else the connection is cut (a body cannot be taken back). */
function fail(res: ServerResponse, error: unknown): void {
  console.error('serve: a request failed:', error instanceof Error ? error.message : error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Internal Server Error\n');
}

/**
 * `base`: the sub-path the build was made for (SITE_BASE, e.g. `/pr-preview/pr-12/`), served as a
 * preview host would: the build's files under it, nothing outside it.
 */
export async function createStaticHost(root: string, { base = '/' }: { base?: string } = {}): Promise<Handler> {
  const prefix = base.replace(/\/+$/, '');
  const headerRules = await readHeaderRules(root);
  const redirects = await readRedirects(root);
  const files = listFiles(root);
  // The prerendered pages, by the path each is served at (`/`, `/tara`, `/defense/rhino`).
  const pages = new Set(builtHtml(root).flatMap((page) => (page.kind === 'route' ? [page.urlPath] : [])));
  const notFound = readFileSync(join(root, '404.html'));
  // `/ar/* /ar/404.html 404`: a language's own not-found page for unknown addresses under its prefix, longest prefix first.
  const notFoundRules = redirects
    .filter((rule) => rule.status === 404 && rule.from.endsWith('/*'))
    .map((rule) => ({ prefix: rule.from.slice(0, -1), page: rule.to, body: readFileSync(join(root, rule.to)) }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const hidden = new Set([...HIDDEN, ...notFoundRules.map((rule) => rule.page)]);

  /** The rules for the address asked for; the type of the file that stands for it. */
  const setHeaders = (res: ServerResponse, pathname: string, file: string) => {
    res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
    res.setHeader('Content-Type', typeOf(file));
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
  };

  const sendNotFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const own = notFoundRules.find((rule) => pathname.startsWith(rule.prefix));
    // The rules for the path asked for (common headers), then those of the page actually sent.
    for (const path of [pathname, own?.page ?? '/404.html']) setHeaders(res, path, '404.html');
    res.writeHead(404);
    res.end(req.method === 'HEAD' ? undefined : (own?.body ?? notFound));
  };

  /** Sends the build's `file` (`/tara/index.html`) for the address `pathname` (`/tara`), in the best encoding the request takes. */
  const sendFile = (req: IncomingMessage, res: ServerResponse, pathname: string, file: string) => {
    setHeaders(res, pathname, file);
    const copies = COPIES.filter((copy) => files.has(file + copy.suffix));
    const encoding = new Negotiator(req).encoding(['identity', ...copies.map((copy) => copy.encoding)], { preferred: ['br', 'gzip'] });
    const copy = copies.find((candidate) => candidate.encoding === encoding);
    // What the build compressed, or `compression` would, varies by Accept-Encoding and goes whole.
    const compressible = copies.length > 0 || compression.filter(req, res);
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    // No acceptable copy (`br;q=0` and no gzip, or even `identity;q=0`): the file as it is, which every client reads.
    if (copy) res.setHeader('Content-Encoding', copy.encoding);
    const sent = file + (copy?.suffix ?? '');
    send(req, encodeURI(sent), {
      root,
      etag: true,
      lastModified: true,
      acceptRanges: !compressible,
      cacheControl: false,
      dotfiles: 'allow',
      index: false,
      extensions: false,
    })
      .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
        // A precondition that failed (412) or a range outside the file (416) is the request's answer; anything else is ours.
        if (error.status === 412 || error.status === 416) {
          res.removeHeader('Content-Encoding');
          res.writeHead(error.status, error.headers).end();
        } else fail(res, error);
      })
      // Listed at start but now a folder: the build changed under the server.
      .on('directory', () => fail(res, new Error(`${sent} is a folder`)))
      .pipe(res);
  };

  const route: Handler = (req, res) => {
    const url = decodePath(req.url ?? '/');
    if (!url || url.pathname.includes('\0')) return void res.writeHead(400).end();
    const { search } = url;
    if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return sendNotFound(req, res, url.pathname);
    const pathname = url.pathname.slice(prefix.length) || '/';

    const slashless = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const redirect = redirects.find((rule) => rule.from === slashless);
    if (redirect) return void res.writeHead(redirect.status, { Location: prefix + redirect.to + search }).end();

    if (pages.has(slashless)) {
      // The target is a path the build wrote, so it cannot lead off the site.
      if (slashless !== pathname) return void res.writeHead(301, { Location: encodeURI(prefix + slashless) + search }).end();
      return sendFile(req, res, pathname, slashless === '/' ? '/index.html' : `${slashless}/index.html`);
    }
    if (
      hidden.has(pathname) ||
      /(^|\/)index(\.html)?$/.test(pathname) ||
      /\.(br|gz)$/.test(pathname) ||
      pathname.endsWith('/') ||
      !files.has(pathname)
    ) {
      return sendNotFound(req, res, pathname);
    }
    sendFile(req, res, pathname, pathname);
  };

  const compress = compression({ threshold: 512 });
  return (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      compress(req, res, () => {
        try {
          route(req, res);
        } catch (error) {
          fail(res, error);
        }
      });
    } catch (error) {
      fail(res, error);
    }
  };
}
