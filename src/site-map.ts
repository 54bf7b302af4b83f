/**
 * Pure data about addresses (no zod, no fs), safe in the browser. The table of pages itself is
 * derived from the files under content/pages/ by src/site-map.server.ts.
 */

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
