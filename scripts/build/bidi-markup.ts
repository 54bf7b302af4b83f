/**
 * Right-to-left pages carry their isolates as markup (docs/decisions/2714). A figure quoted in a
 * field of an Arabic file reaches the page as plain text, its Latin and number runs between LRI
 * and PDI (src/content/facts.ts); here, once every page is prerendered, each such run in the text
 * of a right-to-left document becomes a `<bdi dir="ltr">`, so copying, finding in the page and
 * the search index meet the words alone. Islands are left as they are: the browser hydrates them
 * from their props, and their HTML must stay what their component renders (the isolates there
 * read the same).
 */
import { writeFileSync } from 'node:fs';
import { defaultTreeAdapter, html as parse5Html, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { ISLAND_ATTRIBUTE } from '../../src/islands/attributes';
import { LRI, PDI } from '../../src/lib/bidi';
import { builtHtml } from './built-html';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Elements whose text is not phrasing a `<bdi>` may sit in (or is not shown as text at all). */
const RAW = new Set(['script', 'style', 'template', 'textarea', 'title', 'option', 'noscript', 'svg', 'math']);

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The pieces of a text: plain text, and each LRI…PDI run as the run alone. */
function pieces(text: string): { text: string; ltr: boolean }[] {
  const out: { text: string; ltr: boolean }[] = [];
  let rest = text;
  for (;;) {
    const start = rest.indexOf(LRI);
    const end = start === -1 ? -1 : rest.indexOf(PDI, start);
    if (end === -1) break;
    if (start > 0) out.push({ text: rest.slice(0, start), ltr: false });
    out.push({ text: rest.slice(start + 1, end), ltr: true });
    rest = rest.slice(end + 1);
  }
  if (rest) out.push({ text: rest, ltr: false });
  return out;
}

const element = (tagName: string, attrs: { name: string; value: string }[]) => defaultTreeAdapter.createElement(tagName, parse5Html.NS.HTML, attrs);

/**
 * One text node's isolates as `<bdi dir="ltr">`. When the text has words beside its runs, the
 * pieces stay together in a `<span>`: in a flex or grid container a text is one item, and it
 * must not become three.
 */
function replaceText(parent: ParentNode, node: DefaultTreeAdapterTypes.TextNode): void {
  const nodes = pieces(node.value).map((part) => {
    if (!part.ltr) return defaultTreeAdapter.createTextNode(part.text);
    const bdi = element('bdi', [{ name: 'dir', value: 'ltr' }]);
    defaultTreeAdapter.insertText(bdi, part.text);
    return bdi;
  });
  let replacement = nodes[0]!;
  if (nodes.length > 1) {
    replacement = element('span', []);
    for (const child of nodes) defaultTreeAdapter.appendChild(replacement, child);
  }
  defaultTreeAdapter.insertBefore(parent, replacement, node);
  defaultTreeAdapter.detachNode(node);
}

/** The document with its isolates as markup, or undefined when it is not right to left or has none outside islands. */
export function isolatesAsMarkup(html: string): string | undefined {
  if (!html.includes(LRI)) return undefined;
  const document = parse(html);
  const root = document.childNodes.find((node): node is Element => defaultTreeAdapter.isElementNode(node) && node.tagName === 'html');
  if (!root || attribute(root, 'dir') !== 'rtl') return undefined;
  const body = root.childNodes.find((node): node is Element => defaultTreeAdapter.isElementNode(node) && node.tagName === 'body');
  if (!body) return undefined;
  let changed = false;
  const walk = (node: ParentNode) => {
    for (const child of [...node.childNodes]) {
      if (defaultTreeAdapter.isTextNode(child)) {
        if (child.value.includes(LRI) && child.value.includes(PDI)) {
          replaceText(node, child);
          changed = true;
        }
      } else if (defaultTreeAdapter.isElementNode(child) && !RAW.has(child.tagName) && attribute(child, ISLAND_ATTRIBUTE) === undefined) {
        walk(child);
      }
    }
  };
  walk(body);
  return changed ? serialize(document) : undefined;
}

/** Rewrites the right-to-left documents of a client build that carry isolates; returns how many changed. */
export function writeIsolatesAsMarkup(clientDir: string): number {
  let changed = 0;
  for (const page of builtHtml(clientDir)) {
    const html = isolatesAsMarkup(page.html);
    if (html === undefined) continue;
    writeFileSync(page.file, html);
    changed += 1;
  }
  console.log(`postbuild: isolates written as <bdi dir="ltr"> in ${changed} right-to-left page${changed === 1 ? '' : 's'}.`);
  return changed;
}
