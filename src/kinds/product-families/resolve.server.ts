import { loadProduct } from '~/content/load.server';
import { productCard } from '~/content/section-data.server';
import type { SectionOf } from '~/content/schemas/sections';
import { DEFAULT_LANG, type Lang } from '~/lib/languages';

/** Each family's lead product as a card, and the names and addresses of the others. */
export function resolve(section: SectionOf<'product-families'>, lang: Lang = DEFAULT_LANG) {
  return {
    ...section,
    families: section.families.map((family) => ({
      ...productCard(loadProduct(family.product, lang)),
      more: family.more && {
        label: family.more.label,
        products: family.more.products.map((id) => {
          const { name, path, status } = loadProduct(id, lang);
          return { name, path, status };
        }),
      },
    })),
  };
}
