import type { SearchKind, Site } from '~/content/schemas/site';
import { ScrollToTop } from '~/components/ui/ScrollToTop';
import { EditThisPage, type PageMatch } from './EditThisPage';
import { MenuOverlay } from './MenuOverlay';
import { SearchDialog } from './SearchDialog';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The back-to-top threshold a page's loader names (`scrollTopAfter` in its file), else 300px. */
function scrollTopAfter(data: unknown): number {
  return data && typeof data === 'object' && 'scrollTopAfter' in data && typeof data.scrollTopAfter === 'number' ? data.scrollTopAfter : 300;
}

/**
 * What the site search files the page under (its loader's `search`), or nothing: the 404, the
 * redirect pages and an alias stay out of the index (docs/decisions/1802).
 */
function searchKind(site: Site, data: unknown): SearchKind | undefined {
  if (!data || typeof data !== 'object' || !('search' in data)) return undefined;
  const kind = data.search;
  return typeof kind === 'string' && isSearchKind(site, kind) ? kind : undefined;
}
const isSearchKind = (site: Site, kind: string): kind is SearchKind => Object.hasOwn(site.search.kinds, kind);

type Props = {
  site: Site;
  /** Path of the page shown. */
  pathname: string;
  /** The page's own route (the deepest match): its id and loader data. */
  page: PageMatch | undefined;
  children: React.ReactNode;
};

/**
 * Header, menu, page, footer and the one scroll-to-top button, around every page. Markup only:
 * it holds no state and needs no script (docs/decisions/1650); shell-enhance.ts adds the rest.
 */
export function SiteShell({ site, pathname, page, children }: Props) {
  const kind = searchKind(site, page?.loaderData);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-ink-950 px-5 py-3 font-medium text-white focus:not-sr-only focus:fixed focus:top-4 focus:inset-s-4"
      >
        {site.ui.skipLink}
      </a>
      <SiteHeader site={site} />
      <MenuOverlay site={site} />
      <SearchDialog site={site} />
      <main
        id="main"
        tabIndex={-1}
        className="min-h-[60vh] outline-none"
        // Pagefind indexes only the page itself, never the shell around it, and files it under its kind.
        {...(kind ? { 'data-pagefind-body': '', 'data-pagefind-filter': `kind:${kind}` } : {})}
      >
        {children}
      </main>
      <SiteFooter site={site} />
      <EditThisPage repository={site.repository} pathname={pathname} page={page} />
      <ScrollToTop label={site.ui.scrollTop} threshold={scrollTopAfter(page?.loaderData)} />
    </>
  );
}
