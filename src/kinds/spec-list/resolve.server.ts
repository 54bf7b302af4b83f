import { loadProduct } from '~/content/load.server';
import type { SectionOf } from '~/content/schemas/sections';
import { DEFAULT_LANG, type Lang } from '~/lib/languages';

/** The rows of the product's specifications table. */
export function resolve(section: SectionOf<'spec-list'>, lang: Lang = DEFAULT_LANG) {
  const product = loadProduct(section.product, lang);
  return { ...section, items: (product.specs ?? []).filter((spec) => spec.table).map(({ label, value }) => ({ label, value })) };
}
