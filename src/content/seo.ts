import type { MetaDescriptor } from 'react-router';
import { canonicalPath } from '../site-map.server';
import { DEFAULT_LANG, englishPathOf, languages, type Lang } from '../lib/languages';
import { absolute } from '../lib/url';

export type SeoFields = { title: string; description: string; socialImage?: string | undefined };
export type SeoSite = { name: string; url: string; socialImage: string };

/** Link preview cards generated at build by scripts/build/og-images.ts, one per canonical page. */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/**
 * File name (without extension) of a page's preview card: `/` → home, `/defense/rhino` →
 * defense-rhino. A translated page shows its English page's card (`/ar/tara` → tara).
 */
export function ogImageName(path: string): string {
  const clean = englishPathOf(canonicalPath(path));
  return clean === '/' ? 'home' : clean.slice(1).replace(/\//g, '-');
}

/** Site-relative address of a page's generated preview card. */
export function ogImagePath(path: string): string {
  return `/og/${ogImageName(path)}.png`;
}

/** Social networks do not show SVG previews; a page's own socialImage wins only as a raster image. */
const RASTER = /\.(png|jpe?g|webp)$/i;

/** The page's language and its versions in every language (none when it has only one). */
export type Versions = { lang: Lang; alternates: readonly { lang: Lang; path: string }[] };

/**
 * `hreflang` links to every version of a page (itself included) and `x-default` to the English
 * one, so each version names all the others, reciprocally. None for a page in one language.
 */
function alternateLinks(site: SeoSite, alternates: Versions['alternates']): MetaDescriptor[] {
  if (alternates.length < 2) return [];
  const english = alternates.find((version) => version.lang === DEFAULT_LANG);
  return [
    ...alternates.map((version) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: languages[version.lang].tag,
      href: absolute(site.url, version.path),
    })),
    ...(english ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(site.url, english.path) }] : []),
  ];
}

/** Title, description, canonical link, language versions, Open Graph and Twitter tags for one page. */
export function seoTags(
  page: SeoFields,
  site: SeoSite,
  pathname: string,
  type: 'website' | 'article' = 'website',
  versions: Versions = { lang: DEFAULT_LANG, alternates: [] },
): MetaDescriptor[] {
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
    ...alternateLinks(site, versions.alternates),
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...size,
    { property: 'og:image:alt', content: page.title },
    { property: 'og:locale', content: languages[versions.lang].ogLocale },
    ...(versions.alternates.length > 1
      ? versions.alternates
          .filter((version) => version.lang !== versions.lang)
          .map((version) => ({ property: 'og:locale:alternate', content: languages[version.lang].ogLocale }))
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: page.title },
  ];
}
