/**
 * What a reviewer can see of one prerendered page, read from its static HTML: the visible text
 * of <main> and of the rest of <body> (header, menu, footer) as readable lines, its metadata
 * (title, description, canonical, JSON-LD) and the content images it shows.
 *
 * The page is read as a tree by parse5, as a browser reads it (docs/decisions/1706): every
 * character reference decoded, end tags a browser would imply closed where it closes them.
 */
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';

type Document = DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export type Meta = { title: string; description: string; canonical: string; jsonLd: string };
export type Snapshot = {
  /** Visible text of <main>, one block per line ("## Heading", "- item", "[image: alt]"). */
  main: string[];
  /** Visible text of <body> outside <main>: header, menu, footer. */
  shell: string[];
  meta: Meta;
  /** Content images (src under /images/) in <main>, in order. */
  images: string[];
  /** Every JSON-LD block of the head, parsed (a block that is not JSON is kept as its text). */
  structured: unknown[];
};

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is never visible text. */
const SKIP = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head', 'title', 'iframe', 'canvas', 'select', 'textarea']);
/** Elements that start a new line of text. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer',
  'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'label', 'legend', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'button', 'option',
]); // prettier-ignore

/** Every element under `node`, in document order (a template's content is not part of the page). */
function elementsOf(node: ParentNode): Element[] {
  const out: Element[] = [];
  const walk = (parent: ParentNode) => {
    for (const child of parent.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(node);
  return out;
}

/**
 * A link or button standing on its own, not inside a sentence: its parent holds no text of its
 * own. Such links are buttons ("Request Demo", "Download Brochure" side by side): each is a line
 * of its own, so two labels never run together as one ("Request DemoDownload Brochure").
 */
function standsAlone(element: Element): boolean {
  if (element.tagName !== 'a' && element.tagName !== 'button') return false;
  const parent = element.parentNode;
  return !!parent && parent.childNodes.every((child) => !defaultTreeAdapter.isTextNode(child) || !child.value.trim());
}

const attributes = (element: Element): Record<string, string> => Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));
const textOf = (element: Element) => element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : '')).join('');

/**
 * React streams a suspended part (a lazily loaded body) after the page as `<div hidden
 * id="S:n">…</div>` and a script moves it into its `<template id="B:n">` or `"P:n"`. Make the
 * same moves in the parsed page, so the text is read where a visitor sees it.
 */
function moveStreamedSegments(html: string, document: Document): void {
  // $RC(boundary, segment) completes a Suspense boundary; $RS(segment, placeholder) a segment.
  const pairs: [string, string][] = [];
  for (const match of html.matchAll(/\$R([CS])\("([^"]+)","([^"]+)"\)/g))
    pairs.push(match[1] === 'C' ? [match[2]!, match[3]!] : [match[3]!, match[2]!]);
  if (!pairs.length) return;
  // Moving a node keeps it, so the elements can be looked up once.
  const all = elementsOf(document);
  const byId = (tagName: string, id: string, hidden: boolean) =>
    all.find(
      (element) => element.tagName === tagName && attributes(element).id === id && (!hidden || element.attrs.some((attr) => attr.name === 'hidden')),
    );
  for (const [boundary, segment] of pairs) {
    const source = byId('div', segment, true);
    if (!source?.parentNode) continue;
    defaultTreeAdapter.detachNode(source);
    const target = byId('template', boundary, false);
    if (!target?.parentNode) continue;
    for (const child of [...source.childNodes]) {
      defaultTreeAdapter.detachNode(child);
      defaultTreeAdapter.insertBefore(target.parentNode, child, target);
    }
    defaultTreeAdapter.detachNode(target);
  }
}

/** The page with its streamed parts moved where React's scripts move them (see above). */
export function inlineStreamedSegments(html: string): string {
  const document = parse(html);
  moveStreamedSegments(html, document);
  return serialize(document);
}

/** Reads one prerendered HTML page. Tolerant: never throws on odd markup. */
export function snapshot(page: string): Snapshot {
  const document = parse(page);
  moveStreamedSegments(page, document);
  const main: string[] = [];
  const shell: string[] = [];
  const images: string[] = [];
  const meta: Meta = { title: '', description: '', canonical: '', jsonLd: '' };
  const jsonLd: string[] = [];
  const structured: unknown[] = [];

  // Head metadata, wherever the tags are; the last of each counts.
  for (const element of elementsOf(document)) {
    const attrs = attributes(element);
    if (element.tagName === 'title' && element.parentNode?.nodeName === 'head') meta.title = textOf(element).trim();
    else if (element.tagName === 'meta' && attrs.name === 'description') meta.description = attrs.content ?? '';
    else if (element.tagName === 'link' && attrs.rel === 'canonical') meta.canonical = attrs.href ?? '';
    else if (element.tagName === 'script' && attrs.type === 'application/ld+json') {
      // Script text is raw: never entity-decoded.
      const raw = textOf(element);
      try {
        const value: unknown = JSON.parse(raw);
        structured.push(value);
        jsonLd.push(JSON.stringify(value, null, 2));
      } catch {
        structured.push(raw.trim());
        jsonLd.push(raw.trim());
      }
    }
  }

  // Visible text of the body, line by line.
  let line = '';
  let prefix = '';
  let inMain = 0;
  let skip = 0;
  let hidden = 0;
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) {
      (inMain > 0 ? main : shell).push(prefix + text);
      prefix = '';
    }
    line = '';
  };
  const visit = (element: Element) => {
    const name = element.tagName;
    const attrs = attributes(element);
    if (name === 'img' && !skip && !hidden) {
      const alt = (attrs.alt ?? '').trim();
      if (inMain > 0 && attrs.src?.startsWith('/images/')) images.push(attrs.src);
      if (alt) {
        flush();
        line = `[image: ${alt}]`;
        flush();
      }
    }
    if (VOID.has(name)) {
      if (BLOCK.has(name)) flush();
      return;
    }
    const isSkip = SKIP.has(name);
    const isHidden = 'hidden' in attrs;
    if (isSkip) skip += 1;
    if (isHidden) hidden += 1;
    const own = BLOCK.has(name) || standsAlone(element);
    if (own) flush();
    if (name === 'main') {
      flush();
      inMain += 1;
    }
    if (!skip && !hidden) {
      const heading = /^h([1-6])$/.exec(name);
      if (heading) prefix = `${'#'.repeat(Number(heading[1]))} `;
      else if (name === 'li') prefix = '- ';
    }
    for (const child of element.childNodes) {
      if (defaultTreeAdapter.isElementNode(child)) visit(child);
      else if (defaultTreeAdapter.isTextNode(child) && !skip && !hidden) line += child.value;
    }
    if (isSkip) skip -= 1;
    if (isHidden) hidden -= 1;
    if (name === 'main') {
      flush();
      inMain -= 1;
    }
    if (own) flush();
    if (/^(h[1-6]|li)$/.test(name)) prefix = '';
  };
  const body = elementsOf(document).find((element) => element.tagName === 'body');
  if (body) visit(body);
  flush();
  meta.jsonLd = jsonLd.join('\n');
  return { main, shell, meta, images, structured };
}
