import { type RouteConfig, route } from '@react-router/dev/routes';
import { collectionRoutes } from './site-map';
import { translatedLangs } from './lib/languages';
import { redirects, sitePages, translatedPages } from './site-map.server';

/**
 * Every file under content/pages/ is a page, rendered by the one page route, and so is every
 * file of a translation (content/ar/pages/tara.mdx at /ar/tara); collection items, redirects and
 * the not-found page (every language's) have a route module each. Nothing here names a page.
 */
export default [
  ...sitePages().flatMap((page) => [
    route(page.path, 'routes/page.tsx', { id: `page:${page.path}` }),
    ...page.aliases.map((alias) => route(alias, 'routes/page.tsx', { id: `page:${alias}` })),
  ]),
  ...translatedLangs.flatMap((lang) => translatedPages(lang).map((page) => route(page.path, 'routes/page.tsx', { id: `page:${page.path}` }))),
  ...collectionRoutes.map((item) => route(`${item.prefix}/:slug`, item.module, { id: item.collection + '-item' })),
  ...redirects().map((r) => route(r.from, 'routes/redirect.tsx', { id: `redirect:${r.from}` })),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
