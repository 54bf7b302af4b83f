import type { MetaDescriptor } from 'react-router';
import type { Site } from '../content/schemas/site';
import { seoTags, type SeoFields } from './seo';

/** What every route's meta function receives: the root match (site settings) comes first. */
type Args = {
  matches: readonly [({ loaderData?: { site: Site } } | undefined)?, ...unknown[]];
  location: { pathname: string };
};

/** The site settings from the root route's loader, as any meta function sees them. */
export function siteOf(args: Pick<Args, 'matches'>): Site | undefined {
  return args.matches[0]?.loaderData?.site;
}

/** Head tags for a route whose loader returns `{ page }` with title and description. */
export function pageMeta(args: Args, page: SeoFields | undefined, type?: 'website' | 'article'): MetaDescriptor[] {
  const site = siteOf(args);
  if (!page || !site) return [{ title: 'iHub Robotics' }];
  return seoTags(page, site, args.location.pathname, type);
}
