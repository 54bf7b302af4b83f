/** Reads content/products/: the figures table for [[product.spec]] references, and the validated products. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseDocument } from 'yaml';
import { DEFAULT_LANG, type Lang } from '../lib/languages';
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

/** A product's file in a translated language: content/ar/products/<id>.yaml (partial: its texts only). */
export const translatedProductFile = (lang: Lang, file: string) => file.replace(/^content\//, `content/${lang}/`);

/** The spec values a translated product file gives, by spec key (`specs: { height: { value: 5 أقدام } }`). */
function translatedSpecValues(root: string, lang: Lang, file: string): Map<string, string> {
  const data = lenientProduct(root, translatedProductFile(lang, file));
  const specs = data && typeof data === 'object' && 'specs' in data && data.specs && typeof data.specs === 'object' ? data.specs : {};
  const out = new Map<string, string>();
  for (const [key, spec] of Object.entries(specs)) {
    if (spec && typeof spec === 'object' && 'value' in spec && typeof spec.value === 'string') out.set(key, spec.value);
  }
  return out;
}

/**
 * Product id → spec key → value, read leniently (a product file with a mistake still lends the
 * figures it has, so one mistake is reported once, by the check of that file). In a translated
 * language, a figure its product file translates is that translation; the others stay English.
 */
export function factTable(root: string, lang: Lang = DEFAULT_LANG): FactTable {
  if (lang !== DEFAULT_LANG) {
    const key = `${lang}:${root}`;
    const cached = cache?.get(key);
    if (cached) return cached;
    const table = new Map([...factTable(root)].map(([id, specs]) => [id, new Map(specs)]));
    for (const file of productFiles(root)) {
      const specs = table.get(productId(file));
      for (const [spec, value] of translatedSpecValues(root, lang, file)) if (specs?.has(spec)) specs.set(spec, value);
    }
    cache?.set(key, table);
    return table;
  }
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
