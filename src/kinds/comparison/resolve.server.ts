import { loadProduct } from '~/content/load.server';
import type { SectionOf } from '~/content/schemas/sections';
import { DEFAULT_LANG, type Lang } from '~/lib/languages';

/** The compared products' names and addresses, and each row's cells from their specifications. */
export function resolve(section: SectionOf<'comparison'>, lang: Lang = DEFAULT_LANG) {
  const products = section.products.map((id) => loadProduct(id, lang));
  return {
    ...section,
    columns: products.map((product) => ({ name: product.name, path: product.path })),
    rows: section.rows.map((row) => ({
      label: row.label,
      cells: products.map((product) => {
        const value = product.specs?.find((spec) => spec.key === row.spec)?.value;
        // The content check reports this with file and line before any build gets here.
        if (value === undefined) throw new Error(`comparison: ${product.id} has no spec "${row.spec}"; run "npm run content:check".`);
        return value;
      }),
    })),
  };
}
