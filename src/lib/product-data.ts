import type { Site } from '../content/schemas/site';
import { canonicalPath } from '../site-map.server';
import { product, type JsonLdNode } from './jsonld';

type ProductPage = { description: string; hero: { heading: string; eyebrow?: string | undefined; image: { src: string } } };

/** The Product node of a product page, from the same content the page shows. */
export function productData(site: Site, page: ProductPage, pathname: string): JsonLdNode[] {
  return [
    product(site, {
      path: canonicalPath(pathname),
      name: page.hero.heading,
      description: page.description,
      image: page.hero.image.src,
      category: page.hero.eyebrow?.split('·')[0]?.trim(),
    }),
  ];
}
