/**
 * Every path written to static HTML, for React Router's prerender (react-router.config.ts). A
 * module of its own: it needs the collections' loaders, which themselves read the site map
 * (src/content/load.server.ts asks it for the edition), and React Router evaluates
 * src/routes.ts, which needs only the site map, several times per build.
 */
import { loadCareers, loadNews } from './content/load.server';
import { translatedLangs } from './lib/languages';
import { notFoundLangs, notFoundPathIn, redirects, sitePages, translatedPages } from './site-map.server';

/** Pages (in every language), aliases, collection items, redirects, the 404s. */
export function prerenderPaths(root = process.cwd()): string[] {
  return [
    ...sitePages(root).flatMap((page) => [page.path, ...page.aliases]),
    ...translatedLangs.flatMap((lang) => translatedPages(lang, root).map((page) => page.path)),
    ...loadNews().map((item) => `/news/${item.slug}`),
    ...loadCareers().map((posting) => `/careers/${posting.slug}`),
    ...redirects(root).map((r) => r.from),
    ...notFoundLangs(root).map(notFoundPathIn),
  ];
}
