import { type RouteConfig, route } from '@react-router/dev/routes';
import { collectionRoutes, pageRoutes, redirects } from './site-map';

export default [
  ...pageRoutes.flatMap((page) => {
    const aliases: readonly string[] = 'aliases' in page ? page.aliases : [];
    return [route(page.path, page.module, { id: page.page }), ...aliases.map((alias) => route(alias, page.module, { id: `${page.page}${alias}` }))];
  }),
  ...collectionRoutes.map((item) => route(`${item.prefix}/:slug`, item.module, { id: item.collection + '-item' })),
  ...redirects.map((r) => route(r.from, 'routes/redirect.tsx', { id: `redirect${r.from}` })),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
