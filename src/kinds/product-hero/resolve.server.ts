import { loadProduct } from '~/content/load.server';
import { keyFacts } from '~/content/section-data.server';
import type { SectionOf } from '~/content/schemas/sections';
import { DEFAULT_LANG, type Lang } from '~/lib/languages';

/** The product's name, status, key facts and portrait. */
export function resolve(section: SectionOf<'product-hero'>, lang: Lang = DEFAULT_LANG) {
  const product = loadProduct(section.product, lang);
  return { ...section, heading: product.name, status: product.status, image: product.image, facts: keyFacts(product), category: product.category };
}
