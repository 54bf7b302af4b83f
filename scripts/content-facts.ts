/**
 * Vite plugin: fills product figures into MDX bodies before they are compiled, so a body can
 * write "[[tara-greet.weight]]" and show "About 40 kg" from content/products/tara-greet.yaml.
 * Front matter fields get the same treatment when they are read (src/content/read.ts); the
 * content check reports a reference that names no product or spec, with its line.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { resolveFacts } from '../src/content/facts';
import { factTable, productFiles } from '../src/content/products.server';

/** A figure as MDX text: characters MDX would read as syntax are written as entities. */
const asMdxText = (value: string) => value.replace(/[<>{}]/g, (char) => `&#${char.codePointAt(0)};`);

/** MDX source with every [[product.spec]] filled in (the plugin below, and the feed, which compiles bodies itself). */
export function fillFacts(code: string, root = process.cwd()): string {
  if (!code.includes('[[')) return code;
  const table = new Map([...factTable(root)].map(([id, specs]) => [id, new Map([...specs].map(([key, value]) => [key, asMdxText(value)]))]));
  return resolveFacts(code, table);
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
      return { code: fillFacts(code, root), map: null };
    },
  };
}
