/**
 * What the build wrote, read back: every HTML file under build/client with the URL path it is
 * served at, and the few head facts the post-build steps need (canonical link, robots, Open
 * Graph tags). The sitemap, the link preview images and the `_headers` file are all derived
 * from this, so a page added by any route is covered without a list to update. (The scripts a
 * page may hold are declared in src/lib/inline-scripts.ts, not read from here: ./foreign-code.ts.)
 *
 * Each document is read as a tree by parse5, as a browser reads it: attributes and text with
 * their entities decoded, script text as written. The tests read built pages through these
 * helpers too (docs/decisions/3460): no regular expression over tags, no entity table of our own.
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

/** Elements whose text is not the page's words: a script's program, a style sheet. */
const NOT_WORDS = new Set(['script', 'style']);

/**
 * An element's text as the DOM's `textContent` has it, entities decoded and comments left out; the
 * text of scripts and style sheets inside it is left out too (a script's own text is its body).
 */
function text(element: Element): string {
  const out: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (defaultTreeAdapter.isTextNode(child)) out.push(child.value);
      else if (defaultTreeAdapter.isElementNode(child) && !NOT_WORDS.has(child.tagName)) walk(child);
    }
  };
  walk(element);
  return out.join('');
}

/** Text with its runs of white space (no-break spaces too) folded to one space, and trimmed. */
export const folded = (words: string) => words.replace(/\s+/g, ' ').trim();

/** Every `<name>` element (every element for `*`) of the document (or inside its first `<within>`), in document order. */
function named(html: string, name: string, within?: string): Element[] {
  const all = elements(html);
  const container = within === undefined ? undefined : all.find((element) => element.tagName === within);
  if (within !== undefined && !container) return [];
  return all.filter((element) => is(element, name) && (!container || isInside(element, container)));
}

const is = (element: Element, name: string) => name === '*' || element.tagName === name.toLowerCase();

/** An element as a test reads it, and what it holds. */
function read(element: Element, html: string): Found {
  return {
    name: element.tagName,
    attrs: attributes(element),
    text: text(element),
    all: (name) =>
      elements(html)
        .filter((inner) => is(inner, name) && isInside(inner, element))
        .map((inner) => read(inner, html)),
    children: () => element.childNodes.filter((child) => defaultTreeAdapter.isElementNode(child)).map((child) => read(child, html)),
  };
}

/** Attributes of every `<name>` element (every element for `*`) in the document (or inside its first `<within>`), in document order. */
export function tags(html: string, name: string, within?: string): Record<string, string>[] {
  return named(html, name, within).map(attributes);
}

/**
 * An element as a test reads it: its name, its attributes and its text (`textContent`, scripts
 * left out), entities decoded; `all(name)`, the `<name>` elements inside it, and `children()`, its
 * child elements, read the same way.
 */
export type Found = { name: string; attrs: Record<string, string>; text: string; all: (name: string) => Found[]; children: () => Found[] };

/** Every `<name>` element (every element for `*`) in the document (or inside its first `<within>`), read. */
export function found(html: string, name: string, within?: string): Found[] {
  return named(html, name, within).map((element) => read(element, html));
}

/** The folded text of the first `<name>` element (e.g. the page's `h1`), or undefined when there is none. */
export function firstText(html: string, name: string): string | undefined {
  const [first] = named(html, name);
  return first === undefined ? undefined : folded(text(first));
}

/** Elements that sit in a line of text: the words on either side of one run on (`Tara<span>360°</span>`). */
const PHRASING = new Set('a abbr b bdi bdo cite code data dfn em i kbd label mark q s samp small span strong sub sup time u var wbr'.split(' '));

/**
 * The words of the document as a reader without script gets them: the text of its body (the
 * parser puts one in every document), scripts and style sheets left out, each element that is
 * not in a line of text (a heading, a paragraph, a cell, a picture, a line break) apart from the
 * words around it, white space folded.
 */
export function pageText(html: string): string {
  const [body] = named(html, 'body');
  const out: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (defaultTreeAdapter.isTextNode(child)) out.push(child.value);
      else if (!defaultTreeAdapter.isElementNode(child) || NOT_WORDS.has(child.tagName)) continue;
      else if (PHRASING.has(child.tagName)) walk(child);
      else {
        out.push(' ');
        walk(child);
        out.push(' ');
      }
    }
  };
  if (body) walk(body);
  return folded(out.join(''));
}

/** Every `<script>` of the document: its attributes and its text as written (what a CSP hash is taken of). */
export function scripts(html: string): { attrs: Record<string, string>; body: string }[] {
  return named(html, 'script').map((element) => ({
    attrs: attributes(element),
    body: element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : '')).join(''),
  }));
}

/**
 * Every `/assets/…` path a page names, once each, in order: each attribute whose value is one (a
 * script's src, a preload's href) and each quoted in an inline script (a module list).
 */
export function assetPaths(html: string): string[] {
  const named = elements(html).flatMap((element) => element.attrs.map(({ value }) => value));
  const quoted = scripts(html).flatMap(({ body }) => [...body.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((match) => match[1]!));
  return [...new Set([...named, ...quoted].filter((value) => /^\/assets\/[^"'\s]+$/.test(value)))];
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
  const [title] = named(html, 'title');
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
