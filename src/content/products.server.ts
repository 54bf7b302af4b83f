/** Reads content/products/: the figures table for [[product.spec]] references, and the validated products. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseDocument } from 'yaml';
import type { FactTable } from './facts';

export const PRODUCTS_DIR = 'content/products';

/** Relative paths of the product files, sorted. */
export function productFiles(root: string): string[] {
  try {
    return readdirSync(join(root, PRODUCTS_DIR))
      .filter((name) => name.endsWith('.yaml'))
      .sort()
      .map((name) => `${PRODUCTS_DIR}/${name}`);
  } catch {
    return [];
  }
}

export const productId = (file: string) => basename(file, '.yaml');

/** A product file's data as far as it can be read: repeated keys and other slips do not hide what the file does hold. */
export function lenientProduct(root: string, file: string): unknown {
  try {
    return parseDocument(readFileSync(join(root, file), 'utf8'), { uniqueKeys: false }).toJS();
  } catch {
    return undefined;
  }
}

const cache = process.env.NODE_ENV === 'production' ? new Map<string, FactTable>() : undefined;

/**
 * Product id → spec key → value, read leniently (a product file with a mistake still lends the
 * figures it has, so one mistake is reported once, by the check of that file).
 */
export function factTable(root: string): FactTable {
  const cached = cache?.get(root);
  if (cached) return cached;
  const table = new Map<string, Map<string, string>>();
  for (const file of productFiles(root)) {
    const specs = new Map<string, string>();
    try {
      const data = lenientProduct(root, file);
      const list = data && typeof data === 'object' && 'specs' in data && Array.isArray(data.specs) ? data.specs : [];
      for (const item of list) {
        if (item && typeof item === 'object' && typeof item.key === 'string' && typeof item.value === 'string') specs.set(item.key, item.value);
      }
    } catch {
      // Malformed YAML: the check reports it at its line; references to it stay unresolved.
    }
    table.set(productId(file), specs);
  }
  cache?.set(root, table);
  return table;
}
