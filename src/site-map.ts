/**
 * The route table: SPEC.md section 2 in one place. Pure data (no zod, no fs) so that the
 * browser bundle, the router config, the content check and the docs generator can all read it.
 */

export type PageRoute = {
  /** Primary URL path, also the canonical URL of the page. */
  path: string;
  /** Other paths that render the same page; their canonical link points to `path`. */
  aliases?: readonly string[];
  /** Content file under content/pages/ (without .mdx) that holds the page's copy. */
  page: string;
  /** Route module under src/routes/. */
  module: string;
  /** Scroll-to-top button appears past this many pixels (SPEC.md section 9). */
  scrollTopAfter: number;
};

export const pageRoutes = [
  { path: '/', page: 'home', module: 'routes/home.tsx', scrollTopAfter: 500 },
  { path: '/robotics', aliases: ['/about'], page: 'robotics', module: 'routes/robotics.tsx', scrollTopAfter: 300 },
  { path: '/tara', page: 'tara', module: 'routes/tara.tsx', scrollTopAfter: 300 },
  { path: '/tara-learn', page: 'tara-learn', module: 'routes/tara-learn.tsx', scrollTopAfter: 300 },
  { path: '/tara-greet', page: 'tara-greet', module: 'routes/tara-greet.tsx', scrollTopAfter: 300 },
  { path: '/tara-care', page: 'tara-care', module: 'routes/tara-care.tsx', scrollTopAfter: 300 },
  { path: '/tara-gen2', page: 'tara-gen2', module: 'routes/tara-gen2.tsx', scrollTopAfter: 300 },
  { path: '/tara-gen3', page: 'tara-gen3', module: 'routes/tara-gen3.tsx', scrollTopAfter: 300 },
  { path: '/contact', page: 'contact', module: 'routes/contact.tsx', scrollTopAfter: 500 },
  { path: '/physical-ai', page: 'physical-ai', module: 'routes/physical-ai.tsx', scrollTopAfter: 300 },
  { path: '/point-ai-education', page: 'point-ai-education', module: 'routes/point-ai-education.tsx', scrollTopAfter: 300 },
  { path: '/funding', page: 'funding', module: 'routes/funding.tsx', scrollTopAfter: 500 },
  { path: '/octa-bot', page: 'octa-bot', module: 'routes/octa-bot.tsx', scrollTopAfter: 300 },
  { path: '/defense/rhino', aliases: ['/rhino'], page: 'rhino', module: 'routes/rhino.tsx', scrollTopAfter: 300 },
  { path: '/defense/guardian', aliases: ['/guardian'], page: 'guardian', module: 'routes/guardian.tsx', scrollTopAfter: 300 },
  { path: '/locations/india', page: 'locations-india', module: 'routes/locations-india.tsx', scrollTopAfter: 300 },
  { path: '/locations/uae', page: 'locations-uae', module: 'routes/locations-uae.tsx', scrollTopAfter: 300 },
  { path: '/locations/saudi', page: 'locations-saudi', module: 'routes/locations-saudi.tsx', scrollTopAfter: 300 },
  { path: '/locations/global', page: 'locations-global', module: 'routes/locations-global.tsx', scrollTopAfter: 300 },
  { path: '/news', page: 'news', module: 'routes/news.tsx', scrollTopAfter: 300 },
  { path: '/careers', page: 'careers', module: 'routes/careers.tsx', scrollTopAfter: 300 },
  { path: '/terms', page: 'terms', module: 'routes/terms.tsx', scrollTopAfter: 300 },
  { path: '/privacy', page: 'privacy', module: 'routes/privacy.tsx', scrollTopAfter: 300 },
] as const satisfies readonly PageRoute[];

/** Collection item pages: one route module renders every file of the collection. */
export const collectionRoutes = [
  { prefix: '/news', collection: 'news', module: 'routes/news-article.tsx', scrollTopAfter: 300 },
  { prefix: '/careers', collection: 'careers', module: 'routes/careers-posting.tsx', scrollTopAfter: 300 },
] as const;

/** Paths that send the visitor elsewhere, replacing history (static page + `_redirects`). */
export const redirects = [{ from: '/newsroom', to: '/news' }] as const;

/** The not-found page is prerendered here and moved to `404.html` after the build. */
export const notFoundPath = '/404';

export type PageId = (typeof pageRoutes)[number]['page'];

/** Canonical path for any path of the site (aliases map to their primary path). */
export function canonicalPath(pathname: string): string {
  const clean = normalizePath(pathname);
  for (const route of pageRoutes) {
    const aliases: readonly string[] = 'aliases' in route ? route.aliases : [];
    if (route.path === clean || aliases.includes(clean)) return route.path;
  }
  return clean;
}

/** Scroll-to-top threshold for a path: SPEC.md section 9, default 300px. */
export function scrollTopThreshold(pathname: string): number {
  const clean = canonicalPath(pathname);
  const page = pageRoutes.find((route) => route.path === clean);
  if (page) return page.scrollTopAfter;
  const item = collectionRoutes.find((route) => clean.startsWith(`${route.prefix}/`));
  return item?.scrollTopAfter ?? 300;
}

export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname || '/';
}
