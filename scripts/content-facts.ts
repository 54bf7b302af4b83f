/**
 * Vite plugin: fills product figures into MDX bodies before they are compiled, so a body can
 * write "[[tara-greet.weight]]" and show "About 40 kg" from content/products/tara-greet.yaml.
 * Front matter fields get the same treatment when they are read (src/content/read.ts); the
 * content check reports a reference that names no product or spec, with its line.
 *
 * A translated body (content/ar/…) gets the figures of its language (content/ar/products/), and
 * in a right-to-left language each run of Latin letters and digits of a figure that stands in
 * running text is written as `<bdi dir="ltr">`, so "WiFi أو LAN أو 4G" keeps its order inside an
 * Arabic sentence (docs/decisions/2714). Inside code, a link's address or a component's attribute
 * the figure is left bare.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Nodes } from 'mdast';
import { join } from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Plugin } from 'vite';
import { FACT_REFERENCE, resolveFacts, type FactTable } from '../src/content/facts';
import { bidiSegments } from '../src/lib/bidi';
import { escapeMdxText } from '../src/lib/escape';
import { factTable, productFiles } from '../src/content/products.server';
import { isRtl, langOfFile } from '../src/content/translation';
import { DEFAULT_LANG } from '../src/lib/languages';

let processor: ReturnType<typeof createProcessor> | undefined;
const parser = () => (processor ??= createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] }));

/** Source ranges [start, end) of the plain text of an MDX document (Markdown text, not code, addresses or JSX). */
function textRanges(code: string): [number, number][] {
  let tree: Nodes;
  try {
    tree = parser().parse(code);
  } catch {
    return []; // A body MDX cannot read gets bare figures; the check reports its mistake.
  }
  const ranges: [number, number][] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'text' && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
      ranges.push([node.position.start.offset, node.position.end.offset]);
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return ranges;
}

/** A figure as MDX text in right-to-left prose: its left-to-right runs as `<bdi dir="ltr">` elements. */
const asRtlMdxText = (value: string) =>
  bidiSegments(value)
    .map((segment) => (segment.ltr ? `<bdi dir="ltr">${escapeMdxText(segment.text)}</bdi>` : escapeMdxText(segment.text)))
    .join('');

/** Every reference in `code` filled in: those inside `ranges` (running text) from `inText`, the others written bare. */
function fillWith(code: string, table: FactTable, ranges: [number, number][], inText: (value: string) => string): string {
  const bare = escapedTable(table);
  return code.replace(FACT_REFERENCE, (whole: string, ...args: unknown[]) => {
    const offset = args.at(-2) as number;
    const isText = ranges.some(([start, end]) => offset >= start && offset + whole.length <= end);
    return isText ? resolveFacts(whole, table, inText) : resolveFacts(whole, bare);
  });
}

/** The table with every value as MDX text. */
const escapedTable = (table: FactTable): FactTable =>
  new Map([...table].map(([id, specs]) => [id, new Map([...specs].map(([key, value]) => [key, escapeMdxText(value)]))]));

/** MDX source with every [[product.spec]] filled in (the plugin below, and the feed, which compiles bodies itself). */
export function fillFacts(code: string, root = process.cwd(), file?: string): string {
  if (!code.includes('[[')) return code;
  const lang = (file && langOfFile(file)) || DEFAULT_LANG;
  const table = factTable(root, lang);
  if (!isRtl(lang)) return resolveFacts(code, escapedTable(table));
  return fillWith(code, table, textRanges(code), asRtlMdxText);
}

export function contentFacts(root = process.cwd()): Plugin {
  return {
    name: 'ihub:content-facts',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.mdx') || !code.includes('[[')) return undefined;
      // A product file's change must rebuild the bodies that quote it.
      for (const product of productFiles(root)) this.addWatchFile(join(root, product));
      const relative = file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
      return { code: fillFacts(code, root, relative), map: null };
    },
  };
}
