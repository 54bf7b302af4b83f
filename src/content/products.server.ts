/** Reads content/products/: the figures table for [[product.spec]] references, and the validated products. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseDocument } from 'yaml';
import { DEFAULT_LANG, type Lang } from '../lib/languages';
import { SHORT, type FactTable } from './facts';
import { translatedFigure } from './figures';

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

/**
 * Fact tables by language and root, each with the stamp (modification time and size) of every
 * file it was read from. Every content file is checked against the table, so without this the
 * check would read all product files again for each file; a saved product file changes its
 * stamp, so `npm run dev` never sees a stale figure.
 */
const cache = new Map<string, { stamp: string; table: FactTable }>();

function stampOf(root: string, files: readonly string[]): string {
  return files
    .map((file) => {
      try {
        const { mtimeMs, size } = statSync(join(root, file));
        return `${file}:${mtimeMs}:${size}`;
      } catch {
        return `${file}:-`;
      }
    })
    .join('|');
}

/** A product's file in a translated language: content/ar/products/<id>.yaml (partial: its texts only). */
export const translatedProductFile = (lang: Lang, file: string) => file.replace(/^content\//, `content/${lang}/`);

/**
 * The spec values a translated product file gives, by fact-table key (`specs: { height: { value:
 * 5 أقدام } }` → height; a short value → `height|short`).
 */
function translatedSpecValues(root: string, lang: Lang, file: string): Map<string, string> {
  const data = lenientProduct(root, translatedProductFile(lang, file));
  const specs = data && typeof data === 'object' && 'specs' in data && data.specs && typeof data.specs === 'object' ? data.specs : {};
  const out = new Map<string, string>();
  const entries: [string, unknown][] = Object.entries(specs);
  for (const [key, spec] of entries) {
    if (!spec || typeof spec !== 'object') continue;
    if ('value' in spec && typeof spec.value === 'string') out.set(key, spec.value);
    const short = 'short' in spec && spec.short && typeof spec.short === 'object' && 'value' in spec.short ? spec.short.value : undefined;
    if (typeof short === 'string') out.set(`${key}${SHORT}`, short);
  }
  return out;
}

/**
 * Product id → spec key → value, read leniently (a product file with a mistake still lends the
 * figures it has, so one mistake is reported once, by the check of that file). In a translated
 * language, a figure its product file translates is that translation; the others stay English.
 */
export function factTable(root: string, lang: Lang = DEFAULT_LANG): FactTable {
  const files = productFiles(root);
  const key = `${lang}:${root}`;
  const stamp = stampOf(root, lang === DEFAULT_LANG ? files : [...files, ...files.map((file) => translatedProductFile(lang, file))]);
  const cached = cache.get(key);
  if (cached?.stamp === stamp) return cached.table;
  const table = lang === DEFAULT_LANG ? englishFacts(root, files) : translatedFacts(root, lang, files);
  cache.set(key, { stamp, table });
  return table;
}

function translatedFacts(root: string, lang: Lang, files: readonly string[]): FactTable {
  const table = new Map([...factTable(root)].map(([id, specs]) => [id, new Map(specs)]));
  for (const file of files) {
    const specs = table.get(productId(file));
    // The translation's words and units, the English file's numbers (docs/decisions/3000); a value
    // whose numbers no longer line up stays English until it is translated again.
    for (const [spec, value] of translatedSpecValues(root, lang, file)) {
      const english = specs?.get(spec);
      if (english !== undefined) specs!.set(spec, translatedFigure(english, value) ?? english);
    }
  }
  return table;
}

function englishFacts(root: string, files: readonly string[]): FactTable {
  const table = new Map<string, Map<string, string>>();
  for (const file of files) {
    const specs = new Map<string, string>();
    try {
      const data = lenientProduct(root, file);
      const list: unknown[] = data && typeof data === 'object' && 'specs' in data && Array.isArray(data.specs) ? data.specs : [];
      for (const item of list) {
        if (item && typeof item === 'object' && 'key' in item && typeof item.key === 'string' && 'value' in item && typeof item.value === 'string') {
          specs.set(item.key, item.value);
          const short = 'short' in item && item.short && typeof item.short === 'object' && 'value' in item.short ? item.short.value : undefined;
          if (typeof short === 'string') specs.set(`${item.key}${SHORT}`, short);
        }
      }
    } catch {
      // Malformed YAML: the check reports it at its line; references to it stay unresolved.
    }
    table.set(productId(file), specs);
  }
  return table;
}
