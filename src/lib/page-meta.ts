import type { MetaDescriptor } from 'react-router';
import type { Site } from '../content/schemas/site';
import { seoTags, type SeoFields } from './seo';

type Match = { id: string; loaderData?: unknown; data?: unknown } | undefined;
type Args = { matches: readonly Match[]; location: { pathname: string } };

/** The root route's site settings, found among a meta function's matches. */
export function siteFromMatches(matches: readonly Match[]): Site | undefined {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.loaderData ?? root?.data;
  if (data && typeof data === 'object' && 'site' in data) return (data as { site: Site }).site;
  return undefined;
}

/** Head tags for a route whose loader returns `{ page }` with title and description. */
export function pageMeta(args: Args, page: SeoFields | undefined, type?: 'website' | 'article'): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  if (!page || !site) return [{ title: 'iHub Robotics' }];
  return seoTags(page, site, args.location.pathname, type);
}
