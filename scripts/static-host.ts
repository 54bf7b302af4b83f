/**
 * The request handler of `npm start` / `npm run serve`: serves a client build as a CDN would,
 * with `sirv` (files, ETag revalidation, ranges, and the build's precompressed `.br`/`.gz` copies)
 * and `compression` (brotli, gzip, for anything without a copy) doing the serving, and the
 * build's own `_headers` and `_redirects` (read by Netlify's parsers) saying what to send. What
 * is ours is only which address answers:
 *
 * - a page answers at its canonical path only (`/tara`); `/tara/` redirects there, and the
 *   redirect's target is the page's path as the build knows it, never text from the request;
 * - `/index`, `/tara/index`, `/tara/index.html`, `/404.html`, a document without its `.html`
 *   (`/scenes/tara-gen3`), the rule files and the compressed copies by their own names answer 404;
 * - every 404 is `404.html` with status 404 and the headers of `/404.html` (its CSP included),
 *   or, under a prefix a `_redirects` rule gives its own (`/ar/* /ar/404.html 404`), that page;
 * - only GET and HEAD; sirv only knows the files it listed at start, so no path can leave the
 *   build folder.
 */
import compression from 'compression';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import sirv from 'sirv';
import { builtHtml } from './build/built-html';
import { headersFor, readHeaderRules, readRedirects } from './host-rules';

/** What Cloudflare Pages and Netlify send when no rule sets Cache-Control: cache, but revalidate. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Files hosts read as configuration and never serve, and the not-found page under its own name. */
const HIDDEN = new Set(['/_headers', '/_redirects', '/404.html']);
/** Types sirv's table does not give as we send them (a charset, React Router's route data). */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function decodePath(rawUrl: string): { pathname: string; search: string } | undefined {
  try {
    // Prefixed rather than resolved: `//evil.com/` is a path here, not another host.
    const url = new URL(rawUrl.startsWith('/') ? `http://localhost${rawUrl}` : rawUrl);
    return { pathname: decodeURIComponent(url.pathname), search: url.search };
  } catch {
    return undefined;
  }
}

/**
 * `base`: the sub-path the build was made for (SITE_BASE, e.g. `/pr-preview/pr-12/`), served as a
 * preview host would: the build's files under it, nothing outside it.
 */
export async function createStaticHost(root: string, { base = '/' }: { base?: string } = {}): Promise<Handler> {
  const prefix = base.replace(/\/+$/, '');
  const headerRules = await readHeaderRules(root);
  const redirects = await readRedirects(root);
  // The prerendered pages, by the path each is served at (`/`, `/tara`, `/defense/rhino`).
  const pages = new Set(builtHtml(root).flatMap((page) => (page.kind === 'route' ? [page.urlPath] : [])));
  const notFound = readFileSync(join(root, '404.html'));
  // `/ar/* /ar/404.html 404`: a language's own not-found page for unknown addresses under its prefix, longest prefix first.
  const notFoundRules = redirects
    .filter((rule) => rule.status === 404 && rule.from.endsWith('/*'))
    .map((rule) => ({ prefix: rule.from.slice(0, -1), page: rule.to, body: readFileSync(join(root, rule.to)) }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const hidden = new Set([...HIDDEN, ...notFoundRules.map((rule) => rule.page)]);

  /** The rules for the address asked for; the type for the file sent. */
  const setHeaders = (res: ServerResponse, pathname: string, file: string) => {
    res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
    const type = CONTENT_TYPES[extname(file)];
    if (type) res.setHeader('Content-Type', type);
  };

  const sendNotFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const own = notFoundRules.find((rule) => pathname.startsWith(rule.prefix));
    // The rules for the path asked for (common headers), then those of the page actually sent.
    for (const path of [pathname, own?.page ?? '/404.html']) setHeaders(res, path, '404.html');
    res.writeHead(404);
    res.end(req.method === 'HEAD' ? undefined : (own?.body ?? notFound));
  };

  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: [],
    dotfiles: false,
    // The build's `<file>.br` / `<file>.gz` (scripts/build/precompress.ts), when the browser takes them.
    brotli: true,
    gzip: true,
    // A page's index.html is sent at the page's address, under the page's rules.
    setHeaders: (res, pathname) => setHeaders(res, pathname.replace(/(^|\/)index\.html$/, '$1').replace(/(.)\/$/, '$1'), pathname),
  });
  const compress = compression({ threshold: 512 });

  const route: Handler = (req, res) => {
    const url = decodePath(req.url ?? '/');
    if (!url || url.pathname.includes('\0')) return void res.writeHead(400).end();
    const { search } = url;
    if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return sendNotFound(req, res, url.pathname);
    const pathname = url.pathname.slice(prefix.length) || '/';
    if (prefix) req.url = encodeURI(pathname) + search;

    const slashless = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const redirect = redirects.find((rule) => rule.from === slashless);
    if (redirect) return void res.writeHead(redirect.status, { Location: prefix + redirect.to + search }).end();

    if (pages.has(slashless)) {
      // The target is a path the build wrote, so it cannot lead off the site.
      if (slashless !== pathname) return void res.writeHead(301, { Location: encodeURI(prefix + slashless) + search }).end();
      req.url = encodeURI(slashless === '/' ? '/index.html' : `${slashless}/index.html`);
      return void files(req, res, () => sendNotFound(req, res, pathname));
    }
    if (hidden.has(pathname) || /(^|\/)index(\.html)?$/.test(pathname) || /\.(br|gz)$/.test(pathname) || pathname.endsWith('/')) {
      return sendNotFound(req, res, pathname);
    }
    files(req, res, () => sendNotFound(req, res, pathname));
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    compress(req, res, () => route(req, res));
  };
}
