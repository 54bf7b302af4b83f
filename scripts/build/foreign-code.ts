/**
 * Code in the built HTML that the site's own code did not put there (docs/decisions/3311): the
 * header step refuses a build that holds any, instead of trusting it.
 *
 * Read as a tree (parse5), as a browser reads the page, `<template>` contents and `srcdoc`
 * documents included:
 * - an executable inline `<script>` whose type and text are not exactly one of the scripts the
 *   page may hold (src/lib/inline-scripts.ts). Only JSON data blocks (`application/json`,
 *   `application/ld+json`) are not executable; any other type, a misspelt one included, counts
 *   as a script;
 * - an event-handler attribute (`onerror`, `onclick`…), which no policy of ours allows and which
 *   runs on any host that sends no policy;
 * - a `javascript:` address in an attribute, however it is written (case, entities, leading
 *   spaces, tabs or line breaks inside).
 */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from 'parse5';
import type { InlineScript } from '../../src/lib/inline-scripts';
import type { BuiltHtml } from './built-html';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

/** Script types the browser treats as data and never runs. */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);

/** SVG animation attributes whose value is a list (`values="a;b"`) that may set an address. */
const ANIMATION_VALUES = new Set(['values', 'to', 'from', 'by']);

export type ForeignCode = { page: BuiltHtml; what: string };

/** What a browser's URL parser would read as the scheme: tabs and line breaks dropped, leading controls and spaces trimmed. */
function isJavascriptUrl(value: string): boolean {
  return /^javascript:/i.test(
    value
      .replace(/[\t\n\r]/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/^[\u0000-\u0020]+/, ''),
  );
}

/** The start of a text, on one line, quoted: enough to find it, never a whole script. */
export function excerpt(text: string, length = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(line.length > length ? `${line.slice(0, length)}…` : line);
}

const textOf = (element: Element) => element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : '')).join('');

/** Every finding in one document (a page, or the `srcdoc` of a frame in it), in document order. */
function findingsIn(root: ParentNode, allowed: readonly InlineScript[]): string[] {
  const out: string[] = [];
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      inspect(child);
      walk(child);
      // A <template>'s contents are a fragment of their own, which a script may clone into the page.
      if ('content' in child) walk(child.content);
    }
  };
  const inspect = (element: Element) => {
    const attrs = new Map(element.attrs.map(({ name, value }) => [name.toLowerCase(), value]));
    if (element.tagName === 'script' && !attrs.has('src')) {
      const type = (attrs.get('type') ?? '').trim().toLowerCase();
      const text = textOf(element);
      const ours = allowed.some((script) => script.type.toLowerCase() === type && script.text === text);
      if (!DATA_BLOCK_TYPES.has(type) && !ours) {
        out.push(`an inline <script${attrs.has('type') ? ` type="${attrs.get('type')}"` : ''}> the site's code does not write: ${excerpt(text)}`);
      }
    }
    for (const { name, value } of element.attrs) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) out.push(`an event-handler attribute on <${element.tagName}>: ${name}=${excerpt(value)}`);
      const values = ANIMATION_VALUES.has(lower) ? value.split(';') : [value];
      if (values.some(isJavascriptUrl)) out.push(`a javascript: address on <${element.tagName}>: ${name}=${excerpt(value)}`);
      if (lower === 'srcdoc') out.push(...findingsIn(parse(value), allowed).map((finding) => `in <${element.tagName} srcdoc>: ${finding}`));
    }
  };
  walk(root);
  return out;
}

/** Every piece of code in `pages` that the scripts each page may hold (`allowedFor`) do not account for. */
export function foreignCode(pages: BuiltHtml[], allowedFor: (page: BuiltHtml) => readonly InlineScript[]): ForeignCode[] {
  return pages.flatMap((page) => findingsIn(parse(page.html), allowedFor(page)).map((what) => ({ page, what })));
}
