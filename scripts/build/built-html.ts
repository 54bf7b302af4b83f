/**
 * What the build wrote, read back: every HTML file under build/client with the URL path it is
 * served at, and the few head facts the post-build steps need (canonical link, robots, Open
 * Graph tags, inline scripts). The sitemap, the link preview images and the `_headers` file
 * are all derived from this, so a page added by any route is covered without a list to update.
 *
 * The HTML is React's own serialisation (attributes double-quoted, entities escaped), so a
 * small tag reader is enough; nothing here parses arbitrary HTML.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type HtmlKind =
  /** A prerendered route: `<dir>/index.html` (or the root `index.html`), served at `/<dir>`. */
  | 'route'
  /** `404.html`, served for every unknown path. */
  | 'not-found'
  /** Any other `.html` file copied from public/ (e.g. a scene a page frames), served as is. */
  | 'document';

export type BuiltHtml = { file: string; urlPath: string; kind: HtmlKind; html: string };

/** Every HTML file of a client build, sorted by URL path. */
export function builtHtml(clientDir: string): BuiltHtml[] {
  const out: BuiltHtml[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'assets') walk(file);
        continue;
      }
      if (!name.endsWith('.html') || name === '__spa-fallback.html') continue;
      const rel = relative(clientDir, file).split(sep).join('/');
      const html = readFileSync(file, 'utf8');
      if (rel === '404.html') out.push({ file, urlPath: '/404.html', kind: 'not-found', html });
      else if (rel === 'index.html') out.push({ file, urlPath: '/', kind: 'route', html });
      else if (rel.endsWith('/index.html')) out.push({ file, urlPath: `/${rel.slice(0, -'/index.html'.length)}`, kind: 'route', html });
      else out.push({ file, urlPath: `/${rel}`, kind: 'document', html });
    }
  };
  walk(clientDir);
  return out.sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Attributes of every start tag `<name …>` in the document, in document order. */
export function tags(html: string, name: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const [, attrs = ''] of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const record: Record<string, string> = {};
    for (const [, key, value] of attrs.matchAll(/([^\s"'=/>]+)(?:\s*=\s*"([^"]*)")?/g)) record[key!.toLowerCase()] = decodeEntities(value ?? '');
    out.push(record);
  }
  return out;
}

/** Content of `<meta property|name="key">`, first match. */
export function meta(html: string, key: string): string | undefined {
  return tags(html, 'meta').find((m) => m.property === key || m.name === key)?.content;
}

export function canonicalHref(html: string): string | undefined {
  return tags(html, 'link').find((l) => l.rel === 'canonical')?.href;
}

export function isNoindex(html: string): boolean {
  return /\bnoindex\b/i.test(meta(html, 'robots') ?? '');
}

export function titleOf(html: string): string | undefined {
  const inner = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  return inner === undefined ? undefined : decodeEntities(inner).trim();
}

export type Script = { attrs: Record<string, string>; body: string };

/** Every `<script>` element: attributes and raw text (script text is not entity-decoded). */
export function scripts(html: string): Script[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attrs = '', body = '']) => ({
    attrs: tags(`<script ${attrs}>`, 'script')[0] ?? {},
    body,
  }));
}

/** Inline scripts the browser executes (no `src`; classic or module; not data blocks). */
export function executableInlineScripts(html: string): string[] {
  return scripts(html)
    .filter(({ attrs }) => attrs.src === undefined)
    .filter(({ attrs }) => {
      const type = (attrs.type ?? '').trim().toLowerCase();
      return type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
    })
    .map(({ body }) => body);
}

/** Canonical pages: prerendered routes that name themselves canonical and may be indexed. */
export function canonicalPages(pages: BuiltHtml[], siteUrl: string): (BuiltHtml & { canonical: string })[] {
  const out: (BuiltHtml & { canonical: string })[] = [];
  for (const page of pages) {
    if (page.kind !== 'route' || isNoindex(page.html)) continue;
    const canonical = canonicalHref(page.html);
    if (canonical && canonical === new URL(page.urlPath, siteUrl).toString()) out.push({ ...page, canonical });
  }
  return out;
}
