/** Build-time helpers over the route table that need the content files. */
import { loadCareers, loadNews } from './content/load.server';
import { notFoundPath, pageRoutes, redirects } from './site-map';

/** Every path written to static HTML: pages, aliases, collection items, redirects, 404. */
export function prerenderPaths(): string[] {
  return [
    ...pageRoutes.flatMap((route) => [route.path, ...('aliases' in route ? route.aliases : [])]),
    ...loadNews().map((item) => `/news/${item.slug}`),
    ...loadCareers().map((posting) => `/careers/${posting.slug}`),
    ...redirects.map((r) => r.from),
    notFoundPath,
  ];
}
