import type { MetaDescriptor } from 'react-router';
import type { Site } from './schemas/site';
import { canonicalPath, pageAt, sitePages, translatedPages, versionsOf } from '~/site-map.server';
import { breadcrumbList, jsonLd, webPage, type JsonLdNode } from '~/lib/jsonld';
import { DEFAULT_LANG, englishPathOf, langOfPath, languages, pathIn } from '~/lib/languages';
import { seoTags, type SeoFields, type Versions } from './seo';

/** The site settings and the path the page is served at (an alias keeps its own path; the canonical link names the page's). */
type Context = { site: Site; pathname: string };

type Options = {
  type?: 'website' | 'article';
  /** The page's own structured data (Product, NewsArticle…); breadcrumbs are added here. */
  structuredData?: (site: Site, pathname: string) => JsonLdNode[];
};

/** "Rhino — Defense ground robot | iHub Robotics" → "Rhino": the name a crumb shows. */
function shortName(title: string): string {
  return title.split(' | ')[0]!.split(' — ')[0]!.trim();
}

/** Home › parent page (when the parent path is a page) › this page, for paths below the top level. */
function breadcrumbs(site: Site, pathname: string, title: string): JsonLdNode | undefined {
  const path = canonicalPath(pathname);
  const lang = langOfPath(path);
  const segments = englishPathOf(path).split('/').filter(Boolean);
  if (segments.length < 2) return undefined;
  // Crumbs stay in the page's language: the parent is listed when it is a page in that language.
  const parentPath = `/${segments.slice(0, -1).join('/')}`;
  const isPage = (lang === DEFAULT_LANG ? sitePages() : translatedPages(lang)).some((page) => page.englishPath === parentPath);
  const parentName = site.menu.flatMap((group) => ('links' in group ? group.links : [])).find((link) => link.href === parentPath)?.label;
  const crumbs = [
    { name: site.name, path: pathIn(lang, '/') },
    ...(isPage && parentName ? [{ name: parentName, path: pathIn(lang, parentPath) }] : []),
    { name: shortName(title), path },
  ];
  return breadcrumbList(site, crumbs);
}

/**
 * Head tags for a page: title, description, canonical, social tags and structured data. Built
 * in loaders (`src/content/head.server.ts`), so this module and the JSON-LD builders never reach
 * the browser; routes' `meta` only hands the result over (`src/lib/head.ts`).
 */
export function pageMeta({ site, pathname }: Context, page: SeoFields, options: Options | 'website' | 'article' = {}): MetaDescriptor[] {
  const { type, structuredData } = typeof options === 'string' ? { type: options, structuredData: undefined } : options;
  const lang = langOfPath(pathname);
  const entry = pageAt(pathname);
  const versions: Versions = { lang, alternates: entry ? versionsOf(entry.englishPath) : [] };
  const nodes = [...(structuredData?.(site, pathname) ?? []), breadcrumbs(site, pathname, page.title)].filter((node): node is JsonLdNode => !!node);
  // The page itself, in its language: the nodes above (a Product, the company) have no language of their own.
  if (nodes.length) nodes.push(webPage(site, { path: canonicalPath(pathname), name: page.title, inLanguage: languages[lang].tag }));
  return [...seoTags(page, site, pathname, type, versions), ...(nodes.length ? [jsonLd(...nodes)] : [])];
}
