/**
 * Pure data about addresses (no zod, no fs), safe in the browser. The table of pages itself is
 * derived from the files under content/pages/ by src/site-map.server.ts.
 */

/** A page not yet moved to the section kit: its content file and hand-written route module. */
export type LegacyRoute = {
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

/** Pages still rendered by their own route module (moving to content/pages/ + the section kit). */
export const legacyPageRoutes = [
  { path: '/robotics', aliases: ['/about'], page: 'robotics', module: 'routes/robotics.tsx', scrollTopAfter: 300 },
  { path: '/physical-ai', page: 'physical-ai', module: 'routes/physical-ai.tsx', scrollTopAfter: 300 },
  { path: '/point-ai-education', page: 'point-ai-education', module: 'routes/point-ai-education.tsx', scrollTopAfter: 300 },
  { path: '/funding', page: 'funding', module: 'routes/funding.tsx', scrollTopAfter: 500 },
  { path: '/locations/india', page: 'locations-india', module: 'routes/locations-india.tsx', scrollTopAfter: 300 },
  { path: '/locations/uae', page: 'locations-uae', module: 'routes/locations-uae.tsx', scrollTopAfter: 300 },
  { path: '/locations/saudi', page: 'locations-saudi', module: 'routes/locations-saudi.tsx', scrollTopAfter: 300 },
  { path: '/locations/global', page: 'locations-global', module: 'routes/locations-global.tsx', scrollTopAfter: 300 },
  { path: '/terms', page: 'terms', module: 'routes/terms.tsx', scrollTopAfter: 300 },
  { path: '/privacy', page: 'privacy', module: 'routes/privacy.tsx', scrollTopAfter: 300 },
] as const satisfies readonly LegacyRoute[];

/** Collection item pages: one route module renders every file of the collection. */
export const collectionRoutes = [
  { prefix: '/news', collection: 'news', module: 'routes/news-article.tsx', scrollTopAfter: 300 },
  { prefix: '/careers', collection: 'careers', module: 'routes/careers-posting.tsx', scrollTopAfter: 300 },
] as const;

/** The not-found page is prerendered here and moved to `404.html` after the build. */
export const notFoundPath = '/404';

export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname || '/';
}
