/**
 * What the build wrote, read back: every HTML file under build/client with the URL path it is
 * served at, and the few head facts the post-build steps need (canonical link, robots, Open
 * Graph tags). The sitemap, the link preview images and the `_headers` file are all derived
 * from this, so a page added by any route is covered without a list to update. (The scripts a
 * page may hold are declared in src/lib/inline-scripts.ts, not read from here: ./foreign-code.ts.)
 *
 * Each document is read as a tree by parse5, as a browser reads it: attributes and titles
 * with their entities decoded.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;

export type HtmlKind =
  /** A prerendered route: `<dir>/index.html` (or the root `index.html`), served at `/<dir>`. */
  | 'route'
  /** `404.html`, served for every unknown path (`ar/404.html`: under `/ar/`). */
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
      if (rel === '404.html' || /^[a-z]{2,3}\/404\.html$/.test(rel)) out.push({ file, urlPath: `/${rel}`, kind: 'not-found', html });
      else if (rel === 'index.html') out.push({ file, urlPath: '/', kind: 'route', html });
      else if (rel.endsWith('/index.html')) out.push({ file, urlPath: `/${rel.slice(0, -'/index.html'.length)}`, kind: 'route', html });
      else out.push({ file, urlPath: `/${rel}`, kind: 'document', html });
    }
  };
  walk(clientDir);
  return out.sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}

/**
 * Documents parsed so far, by their text: the post-build steps (cards, sitemap, search, headers)
 * each ask questions of every page, and a page is parsed once for all of them.
 */
const parsed = new Map<string, Element[]>();

/** Every element of the document, in document order. */
function elements(html: string): Element[] {
  const known = parsed.get(html);
  if (known) return known;
  const out: Element[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(parse(html));
  parsed.set(html, out);
  return out;
}

const attributes = (element: Element): Record<string, string> => Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));
const text = (element: Element) => element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : '')).join('');

/** Attributes of every `<name>` element in the document (or inside its first `<within>`), in document order. */
export function tags(html: string, name: string, within?: string): Record<string, string>[] {
  const all = elements(html);
  const container = within === undefined ? undefined : all.find((element) => element.tagName === within);
  if (within !== undefined && !container) return [];
  return all.filter((element) => element.tagName === name.toLowerCase() && (!container || isInside(element, container))).map(attributes);
}

function isInside(element: Element, container: Element): boolean {
  for (let node = element.parentNode; node; node = 'parentNode' in node ? node.parentNode : null) if (node === container) return true;
  return false;
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
  const title = elements(html).find((element) => element.tagName === 'title');
  return title === undefined ? undefined : text(title).trim();
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
