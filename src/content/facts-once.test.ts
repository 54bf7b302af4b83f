/**
 * A fact lives once: every product figure is typed in its product file and quoted elsewhere as
 * [[product.spec]]. Figures are the spec values with a digit in them ("About 40 kg", "12h+",
 * "Up to 5km"); descriptive values without one ("Autonomous", "Face recognition") are ordinary
 * words other texts may use for other things.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadProducts } from './load.server';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // A product file and its translation (content/ar/products/) are where a figure is typed.
    if (statSync(path).isDirectory()) return path === join('content', 'products') || path === join('content', 'ar', 'products') || name === 'images' ? [] : files(path);
    return /\.(mdx|ya?ml)$/.test(name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('every product figure appears once under content/: in its product file', () => {
  const texts = files('content').map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const repeats: string[] = [];
  for (const product of loadProducts()) {
    for (const spec of product.specs ?? []) {
      if (!/\d/.test(spec.value) || spec.value.length < 3 || /^\d+$/.test(spec.value)) continue;
      const pattern = new RegExp(`(?<![\\w.[])${escape(spec.value)}(?![\\w\\]])`, 'i');
      for (const { file, text } of texts) if (pattern.test(text)) repeats.push(`${file}: "${spec.value}" (write [[${product.id}.${spec.key}]])`);
    }
  }
  expect(repeats).toEqual([]);
});

test('a figure with its unit (like "About 40 kg") is typed exactly once under content/, in its product file', () => {
  // Chosen by its shape from content/products/: the first figure with a digit and a word that no other product file holds.
  const productFile = (id: string) => join('content', 'products', `${id}.yaml`);
  const products = loadProducts();
  const holds = (file: string, value: string) => readFileSync(file, 'utf8').toLowerCase().includes(value.toLowerCase());
  const figure = products
    .flatMap((product) => (product.specs ?? []).map((spec) => ({ id: product.id, value: spec.value })))
    .find(({ value }) => /\d/.test(value) && /\p{L}{2,}/u.test(value) && products.filter((product) => holds(productFile(product.id), value)).length === 1);
  expect(figure, 'a figure with a unit in content/products/').toBeDefined();
  const all = [...files('content'), ...products.map((product) => productFile(product.id))];
  expect(all.filter((file) => holds(file, figure!.value))).toEqual([productFile(figure!.id)]);
});
