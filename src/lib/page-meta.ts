import type { MetaDescriptor } from 'react-router';
import type { Site } from '../content/schemas/site';
import { canonicalPath, pageRoutes } from '../site-map';
import { breadcrumbList, jsonLd, type JsonLdNode } from './jsonld';
import { seoTags, type SeoFields } from './seo';

/** What every route's meta function receives: the root match (site settings) comes first. */
type Args = {
  matches: readonly [({ loaderData?: { site: Site } } | undefined)?, ...unknown[]];
  location: { pathname: string };
};

type Options = {
  type?: 'website' | 'article';
  /** The page's own structured data (Product, NewsArticle…); breadcrumbs are added here. */
  structuredData?: (site: Site) => JsonLdNode[];
};

/** The site settings from the root route's loader, which every meta function receives first. */
export function siteOf(args: Pick<Args, 'matches'>): Site | undefined {
  return args.matches[0]?.loaderData?.site;
}

/** "Rhino — Defense ground robot | iHub Robotics" → "Rhino": the name a crumb shows. */
function shortName(title: string): string {
  return title.split(' | ')[0]!.split(' — ')[0]!.trim();
}

/** Home › parent page (when the parent path is a page) › this page, for paths below the top level. */
function breadcrumbs(site: Site, pathname: string, title: string): JsonLdNode | undefined {
  const path = canonicalPath(pathname);
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return undefined;
  const parentPath = `/${segments.slice(0, -1).join('/')}`;
  const isPage = pageRoutes.some((route) => route.path === parentPath);
  const parentName = site.menu.flatMap((group) => ('links' in group ? group.links : [])).find((link) => link.href === parentPath)?.label;
  const crumbs = [
    { name: site.name, path: '/' },
    ...(isPage && parentName ? [{ name: parentName, path: parentPath }] : []),
    { name: shortName(title), path },
  ];
  return breadcrumbList(site, crumbs);
}

/** Head tags for a page: title, description, canonical, social tags and structured data. */
export function pageMeta(args: Args, page: SeoFields | undefined, options: Options | 'website' | 'article' = {}): MetaDescriptor[] {
  const { type, structuredData } = typeof options === 'string' ? { type: options, structuredData: undefined } : options;
  const site = siteOf(args);
  if (!page || !site) return [{ title: 'iHub Robotics' }];
  const nodes = [...(structuredData?.(site) ?? []), breadcrumbs(site, args.location.pathname, page.title)].filter(
    (node): node is JsonLdNode => !!node,
  );
  return [...seoTags(page, site, args.location.pathname, type), ...(nodes.length ? [jsonLd(...nodes)] : [])];
}
