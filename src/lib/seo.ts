import type { MetaDescriptor } from 'react-router';
import { canonicalPath } from '../site-map';

export type SeoFields = { title: string; description: string; socialImage?: string | undefined };
export type SeoSite = { name: string; url: string; socialImage: string };

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function seoTags(page: SeoFields, site: SeoSite, pathname: string, type: 'website' | 'article' = 'website'): MetaDescriptor[] {
  const url = absolute(site.url, canonicalPath(pathname));
  const image = absolute(site.url, page.socialImage ?? site.socialImage);
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
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
  ];
}

export function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}
