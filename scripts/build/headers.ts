/**
 * `_headers` (Netlify / Cloudflare Pages format) for a client build, computed from the HTML
 * the build wrote, plus the same rules for nginx (build/nginx/, see docs/nginx.conf):
 *
 * - Every HTML file gets its own strict Content-Security-Policy: scripts only from the site
 *   and the inline scripts our own code writes into pages (src/lib/inline-scripts.ts), allowed
 *   by their SHA-256 hash. The hashes come from that declaration, never from scanning the
 *   output; a page that holds any other executable inline script, an event-handler attribute
 *   or a `javascript:` address stops the build (./foreign-code.ts, docs/decisions/3311).
 *   No 'unsafe-inline' or 'unsafe-eval' for scripts; 'wasm-unsafe-eval' lets the site search
 *   compile its WebAssembly (docs/decisions/1802). Styles allow 'unsafe-inline' (React style
 *   attributes, framed scene documents); see
 *   docs/decisions/0800-static-hosting-headers.md.
 * - Frames only from the embed hosts the click-to-load facades use; pages cannot be framed
 *   by anyone ('none'), documents made to be framed by our own pages only by the site ('self').
 * - 404.html is served at unknown paths, where no per-path rule matches. So `/*` carries a
 *   policy too, FALLBACK_CSP: only directives every document's own policy sets at least as
 *   strictly (framing, plugins, <base>, form targets), and no script directive. Where a page's
 *   own rule also matches, hosts join the two values and the browser obeys both, which equals
 *   the page's own policy; at an unknown path a CDN's 404 still cannot be framed by another
 *   site. Its script policy travels in a <meta> tag in 404.html (meta cannot carry
 *   frame-ancestors, the header can); the local server and nginx send 404.html's exact policy
 *   as a header.
 * - Hashed assets (and the search index's hashed files) are cached for a year, HTML revalidates
 *   on every use; the search index's binaries get a type.
 *
 * Apart from that one deliberate case, no header name is set by two rules that can match the
 * same path: Cloudflare and Netlify join such values with a comma.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { defaultTreeAdapter, html as parse5Html, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { loadEnv } from 'vite';
import { ownInlineScripts, type InlineScript } from '../../src/lib/inline-scripts';
import { readRedirects, type Redirect } from '../host-rules';
import { builtHtml, type BuiltHtml, type HtmlKind } from './built-html';
import { foreignCode } from './foreign-code';
import { SEARCH_DIR } from './search-index';

/** Hosts the click-to-load facades may frame after the visitor asks (video, map, 3D scene). */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', 'https://my.spline.design'] as const;
/** The video host's player needs these features delegated to play, go full screen and float. */
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self "${VIDEO_ORIGIN}")`,
  'camera=()',
  'display-capture=()',
  `encrypted-media=(self "${VIDEO_ORIGIN}")`,
  `fullscreen=(self ${EMBED_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self "${VIDEO_ORIGIN}")`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
].join(', ');

/** Headers every response carries. */
export const COMMON_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Strict-Transport-Security', 'max-age=31536000'],
];

/**
 * Headers every HTML document of the site carries, on the document's own rule: no window of
 * another site keeps a hold on it (the policy governs documents only). Not on `/*`, so that the
 * content editor at /admin/ can let its sign-in window answer it (scripts/cms/headers.ts,
 * docs/decisions/3201).
 */
export const DOCUMENT_HEADERS: [string, string][] = [['Cross-Origin-Opener-Policy', 'same-origin']];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export type HeaderOptions = {
  /** Where the contact form POSTs (VITE_FORM_ENDPOINT at build); its origin joins connect-src. */
  formEndpoint?: string | undefined;
};

/** The form endpoint the build baked in: VITE_FORM_ENDPOINT from the environment or .env files, as Vite reads it. */
export function formEndpointFromEnv(cwd = process.cwd()): string | undefined {
  const value = loadEnv('production', cwd, 'VITE_').VITE_FORM_ENDPOINT?.trim();
  return value || undefined;
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The inline scripts a document may hold: every page the layout draws (a route, a not-found
 * page) carries our declared scripts; a document copied from public/ carries none.
 */
export function ownScriptsFor(kind: HtmlKind): readonly InlineScript[] {
  return kind === 'document' ? [] : ownInlineScripts;
}

/** The Content-Security-Policy directives for one HTML document of a kind. */
export function cspDirectives(kind: HtmlKind, options: HeaderOptions = {}): [string, string[]][] {
  const hashes = [...new Set(ownScriptsFor(kind).map((script) => scriptHash(script.text)))];
  const endpoint = options.formEndpoint ? [new URL(options.formEndpoint).origin] : [];
  return [
    ['default-src', ["'self'"]],
    // Site search (docs/decisions/1802): Pagefind compiles its WebAssembly in a worker, or in the
    // page where a worker cannot run it; 'wasm-unsafe-eval' allows WebAssembly, never eval().
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...hashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...endpoint]],
    ['media-src', ["'self'"]],
    ['frame-src', ["'self'", ...EMBED_ORIGINS]],
    // canvas-confetti draws in a worker it starts from a blob: URL.
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // No form navigates: the forms submit through script (method="dialog" before it runs), and
    // without script they are replaced by plain mail links (docs/decisions/2802).
    ['form-action', ["'self'"]],
    ['frame-ancestors', [kind === 'document' ? "'self'" : "'none'"]],
  ];
}

export const serializeCsp = (directives: [string, string[]][]) => directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');

export function cspFor(kind: HtmlKind, options: HeaderOptions = {}): string {
  return serializeCsp(cspDirectives(kind, options));
}

/**
 * The policy for every path (`/*`): what every document's own policy also says, at least as
 * strictly, so adding it changes no page's policy (docs/decisions/1701). No script directive:
 * a 404's scripts are governed by the <meta> policy in 404.html.
 */
export const FALLBACK_CSP = serializeCsp([
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
]);

type Rule = { path: string; headers: [string, string][] };

/** The type of the search index's binary files, which no host knows by their extensions (`.pagefind`, `.pf_meta`…). */
export const SEARCH_BINARY = 'application/octet-stream';

/**
 * The site search's bundle (docs/decisions/1802), from the names of its files (`/pagefind/…`):
 * its binaries get a type, and those whose names carry a hash of their content (the index's
 * folders and `pagefind.<language>_<hash>.pf_meta`) are cached for a year, as `/assets/` are.
 * `pagefind.js`, the WebAssembly and the entry file keep their names from build to build and
 * revalidate.
 */
export function searchIndexRules(files: string[]): Rule[] {
  const binary = (path: string) => /\.(pagefind|pf_[a-z]+)$/.test(path);
  const hashedFolders = ['index', 'fragment', 'filter'].filter((folder) => files.some((file) => file.startsWith(`/${SEARCH_DIR}/${folder}/`)));
  return [
    ...hashedFolders.map((folder) => ({
      path: `/${SEARCH_DIR}/${folder}/*`,
      headers: [
        ['Content-Type', SEARCH_BINARY],
        ['Cache-Control', IMMUTABLE],
      ] satisfies [string, string][],
    })),
    ...files
      .filter((file) => binary(file) && /^\/[^/]+\/[^/]+$/.test(file))
      .sort()
      .map((file) => ({
        path: file,
        headers: [
          ['Content-Type', SEARCH_BINARY],
          ...(file.endsWith('.pf_meta') ? [['Cache-Control', IMMUTABLE] as [string, string]] : []),
        ] satisfies [string, string][],
      })),
  ];
}

/** The files of the search bundle in `clientDir`, as paths (`/pagefind/index/en_1a2b.pf_index`); none when it has no index. */
function searchFiles(clientDir: string): string[] {
  const dir = join(clientDir, SEARCH_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/** The rules for a build, most general first. */
export function headerRules(pages: BuiltHtml[], options: HeaderOptions = {}, search: string[] = []): Rule[] {
  return [
    { path: '/*', headers: [...COMMON_HEADERS, ['Content-Security-Policy', FALLBACK_CSP]] },
    { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE]] },
    ...searchIndexRules(search),
    ...pages.map((page) => ({
      path: page.urlPath,
      headers: [['Cache-Control', REVALIDATE], ...DOCUMENT_HEADERS, ['Content-Security-Policy', cspFor(page.kind, options)]] satisfies [
        string,
        string,
      ][],
    })),
  ];
}

export function headersFile(rules: Rule[], extra = ''): string {
  const blocks = rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  const head = [
    '# Written by scripts/build/headers.ts from the built HTML (Netlify / Cloudflare Pages format).',
    '# One rule per HTML page: its CSP allows exactly the inline scripts our code writes into pages (src/lib/inline-scripts.ts).',
  ];
  return `${[...head, '', blocks.join('\n\n'), ...(extra.trim() ? ['', '# From public/_headers', extra.trim()] : [])].join('\n')}\n`;
}

/** Puts the page's policy (minus frame-ancestors, which <meta> cannot carry) first in its <head>, read and written as a tree. */
export function withMetaCsp(html: string, options: HeaderOptions = {}): string {
  const policy = serializeCsp(cspDirectives('not-found', options).filter(([name]) => name !== 'frame-ancestors'));
  const document = parse(html);
  const head = findElement(document, 'head');
  if (!head) throw new Error('withMetaCsp: the document has no <head>.');
  for (const node of [...head.childNodes]) {
    if (
      isElement(node) &&
      node.tagName === 'meta' &&
      node.attrs.some((a) => a.name === 'http-equiv' && a.value.toLowerCase() === 'content-security-policy')
    ) {
      defaultTreeAdapter.detachNode(node);
    }
  }
  const meta = defaultTreeAdapter.createElement('meta', parse5Html.NS.HTML, [
    { name: 'http-equiv', value: 'Content-Security-Policy' },
    { name: 'content', value: policy },
  ]);
  const first = head.childNodes[0];
  if (first) defaultTreeAdapter.insertBefore(head, meta, first);
  else defaultTreeAdapter.appendChild(head, meta);
  return serialize(document);
}

type TreeNode = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
function isElement(node: DefaultTreeAdapterTypes.Node): node is DefaultTreeAdapterTypes.Element {
  return defaultTreeAdapter.isElementNode(node);
}
function findElement(node: TreeNode, tagName: string): DefaultTreeAdapterTypes.Element | undefined {
  if (isElement(node) && node.tagName === tagName) return node;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const found = findElement(child, tagName);
    if (found) return found;
  }
  return undefined;
}

/** nginx: a map from served file to its CSP (http level) and the redirects (server level). */
export function nginxFiles(pages: BuiltHtml[], redirects: Redirect[], options: HeaderOptions = {}): { csp: string; redirects: string } {
  const fileOf = (page: BuiltHtml) => (page.kind === 'route' ? `${page.urlPath === '/' ? '' : page.urlPath}/index.html` : page.urlPath);
  const csp = [
    '# Written by scripts/build/headers.ts. Include at http level; see docs/nginx.conf.',
    'map $uri $ihub_csp {',
    '  default "";',
    ...pages.map((page) => `  "${fileOf(page)}" "${cspFor(page.kind, options)}";`),
    '}',
    '',
  ].join('\n');
  const locations = redirects.map((r) =>
    // `/ar/* /ar/404.html 404`: unknown addresses under /ar/ get the Arabic not-found page.
    r.status === 404 && r.from.endsWith('/*')
      ? `location ${r.from.slice(0, -1)} { error_page 404 ${r.to}; try_files $uri $uri/index.html =404; }`
      : `location = ${r.from} { return ${r.status} ${r.to}$is_args$args; }`,
  );
  return { csp, redirects: ['# Written by scripts/build/headers.ts from _redirects. Include at server level.', ...locations, ''].join('\n') };
}

/**
 * Stops the build when a page holds code our own code did not write (./foreign-code.ts): each
 * finding with its file, the address it is served at and the start of the code.
 */
export function refuseForeignCode(clientDir: string, pages: BuiltHtml[]): void {
  const found = foreignCode(pages, (page) => ownScriptsFor(page.kind));
  if (!found.length) return;
  const shown = (path: string) => {
    const inCwd = relative(process.cwd(), path);
    return !inCwd || inCwd.startsWith('..') ? path : inCwd;
  };
  const lines = found.map(({ page, what }) => `  ${shown(page.file)} (${page.urlPath}): ${what}`);
  throw new Error(
    [
      `The built pages in ${shown(clientDir)} hold code the site's own code did not write; no policy may trust it, so the build stops:`,
      ...lines,
      'Pages may hold only the inline scripts declared in src/lib/inline-scripts.ts, and no event-handler attribute or javascript: address (docs/decisions/3311).',
    ].join('\n'),
  );
}

/** Writes `_headers` into a client build, the meta policy into its 404.html, and build/nginx/; refuses code it did not write. */
export async function writeHeaders(clientDir: string, options: HeaderOptions = { formEndpoint: formEndpointFromEnv() }): Promise<void> {
  refuseForeignCode(clientDir, builtHtml(clientDir));
  // Every not-found page (404.html, ar/404.html) carries its script policy in a <meta> tag.
  for (const page of builtHtml(clientDir).filter((item) => item.kind === 'not-found')) writeFileSync(page.file, withMetaCsp(page.html, options));
  const pages = builtHtml(clientDir);
  // Vite copies public/_headers into the build; its rules are kept, after ours.
  const target = join(clientDir, '_headers');
  const extra =
    existsSync(target) && !readFileSync(target, 'utf8').startsWith('# Written by scripts/build/headers.ts') ? readFileSync(target, 'utf8') : '';
  const rules = headerRules(pages, options, searchFiles(clientDir));
  writeFileSync(target, headersFile(rules, extra));

  const nginx = nginxFiles(pages, await readRedirects(clientDir), options);
  const nginxDir = join(clientDir, '..', 'nginx');
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(join(nginxDir, 'csp-map.conf'), nginx.csp);
  writeFileSync(join(nginxDir, 'redirects.conf'), nginx.redirects);
  const endpoint = options.formEndpoint ? `, form endpoint ${new URL(options.formEndpoint).origin}` : '';
  console.log(`postbuild: _headers (${rules.length} rules, ${pages.length} HTML documents${endpoint}) and build/nginx/ written.`);
}
