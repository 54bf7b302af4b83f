import type { MetaDescriptor } from 'react-router';
import type { Site } from '../content/schemas/site';
import { seoTags, type SeoFields } from './seo';

/** What every route's meta function receives: the root match (site settings) comes first. */
type Args = {
  matches: readonly [({ loaderData?: { site: Site } } | undefined)?, ...unknown[]];
  location: { pathname: string };
};

/** Head tags for a route whose loader returns `{ page }` with title and description. */
export function pageMeta(args: Args, page: SeoFields | undefined, type?: 'website' | 'article'): MetaDescriptor[] {
  const site = args.matches[0]?.loaderData?.site;
  if (!page || !site) return [{ title: 'iHub Robotics' }];
  return seoTags(page, site, args.location.pathname, type);
}
