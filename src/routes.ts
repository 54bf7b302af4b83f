import { type RouteConfig, route } from '@react-router/dev/routes';
import { collectionRoutes } from './site-map';
import { redirects, sitePages } from './site-map.server';

/**
 * Every file under content/pages/ is a page, rendered by the one page route; collection items,
 * redirects and the not-found page have a route module each. Nothing here names a page.
 */
export default [
  ...sitePages().flatMap((page) => [
    route(page.path, 'routes/page.tsx', { id: `page:${page.path}` }),
    ...page.aliases.map((alias) => route(alias, 'routes/page.tsx', { id: `page:${alias}` })),
  ]),
  ...collectionRoutes.map((item) => route(`${item.prefix}/:slug`, item.module, { id: item.collection + '-item' })),
  ...redirects().map((r) => route(r.from, 'routes/redirect.tsx', { id: `redirect:${r.from}` })),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
