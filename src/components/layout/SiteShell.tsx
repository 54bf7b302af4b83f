import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { Site } from '../../content/schemas/site';
import { ScrollToTop } from '../ui/ScrollToTop';
import { EditThisPage } from './EditThisPage';
import { MenuOverlay } from './MenuOverlay';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The back-to-top threshold a page's loader names (`scrollTopAfter` in its file), else SPEC.md's 300px. */
function scrollTopAfter(data: unknown): number {
  return data && typeof data === 'object' && 'scrollTopAfter' in data && typeof data.scrollTopAfter === 'number' ? data.scrollTopAfter : 300;
}

/** Header, menu, page, footer and the one scroll-to-top button, around every page. */
export function SiteShell({ site, children }: { site: Site; children: React.ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const threshold = scrollTopAfter(useMatches().at(-1)?.loaderData);

  // The menu closes whenever the route changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-ink-950 px-5 py-3 font-medium text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        {site.ui.skipLink}
      </a>
      <SiteHeader site={site} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} menuButtonRef={menuButton} />
      <MenuOverlay site={site} open={menuOpen} onClose={() => setMenuOpen(false)} menuButtonRef={menuButton} />
      <div inert={menuOpen}>
        <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
          {children}
        </main>
        <SiteFooter site={site} />
        <EditThisPage repository={site.repository} />
      </div>
      <ScrollToTop label={site.ui.scrollTop} threshold={threshold} hidden={menuOpen} />
    </>
  );
}
