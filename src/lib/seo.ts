import type { MetaDescriptor } from 'react-router';
import { canonicalPath } from '../site-map.server';
import { absolute } from './url';

export type SeoFields = { title: string; description: string; socialImage?: string | undefined };
export type SeoSite = { name: string; url: string; socialImage: string };

/** Link preview cards generated at build by scripts/build/og-images.ts, one per canonical page. */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** File name (without extension) of a page's preview card: `/` → home, `/defense/rhino` → defense-rhino. */
export function ogImageName(path: string): string {
  const clean = canonicalPath(path);
  return clean === '/' ? 'home' : clean.slice(1).replace(/\//g, '-');
}

/** Site-relative address of a page's generated preview card. */
export function ogImagePath(path: string): string {
  return `/og/${ogImageName(path)}.png`;
}

/** Social networks do not show SVG previews; a page's own socialImage wins only as a raster image. */
const RASTER = /\.(png|jpe?g|webp)$/i;

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function seoTags(page: SeoFields, site: SeoSite, pathname: string, type: 'website' | 'article' = 'website'): MetaDescriptor[] {
  const url = absolute(site.url, canonicalPath(pathname));
  const own = page.socialImage && RASTER.test(page.socialImage) ? page.socialImage : undefined;
  const image = absolute(site.url, own ?? ogImagePath(pathname));
  const size: MetaDescriptor[] = own
    ? []
    : [
        { property: 'og:image:type', content: OG_IMAGE.type },
        { property: 'og:image:width', content: String(OG_IMAGE.width) },
        { property: 'og:image:height', content: String(OG_IMAGE.height) },
      ];
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...size,
    { property: 'og:image:alt', content: page.title },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: page.title },
  ];
}
