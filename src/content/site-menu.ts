/**
 * The site settings as pages receive them: each menu link that names a product filled in from
 * the product's file (its name, page and status). Pure: the build's loader (load.server.ts) and
 * the content editor's preview (src/admin/) hand it the products they read.
 */
import type { Product } from './schemas/products';
import type { Site, SiteFile } from './schemas/site';

export function withProductLinks(site: SiteFile, product: (id: string) => Product): Omit<Site, 'edition'> {
  const menu = site.menu.map((group) =>
    'links' in group
      ? {
          heading: group.heading,
          links: group.links.map((link) => {
            if (!('product' in link)) return link;
            const found = product(link.product);
            return { label: found.name, href: found.path, badge: found.status, note: link.note };
          }),
        }
      : group,
  );
  return { ...site, menu };
}
