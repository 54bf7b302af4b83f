import type { Site } from '~/content/schemas/site';
import { HeaderBar } from './HeaderBar';

/**
 * The sticky page header. Its shadow past 20px of scroll is drawn by the
 * scroll position itself (`.site-header` in app.css, a scroll-driven animation): no script.
 */
export function SiteHeader({ site }: { site: Site }) {
  return (
    <header className="site-header sticky top-0 z-50 h-header border-b border-ink-100/80 bg-white/90 backdrop-blur-md">
      <HeaderBar site={site} />
    </header>
  );
}
