import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import type { Site } from '../../content/schemas/site';
import { Logo } from '../ui/Logo';

const SHADOW_AFTER_PX = 20;

type Props = {
  site: Site;
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef: React.RefObject<HTMLButtonElement | null>;
};

export function SiteHeader({ site, menuOpen, onToggleMenu, menuButtonRef }: Props) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHADOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        'sticky top-0 z-50 h-header border-b transition-shadow duration-300',
        menuOpen ? 'border-transparent bg-ink-950' : 'border-ink-100/80 bg-white/90 backdrop-blur-md',
        scrolled && !menuOpen && 'shadow-[0_8px_24px_-12px_rgb(6_16_29/0.25)]',
      )}
    >
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" aria-label={site.header.homeLabel} className="rounded-md">
          <Logo name={site.name} tone={menuOpen ? 'light' : 'dark'} />
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <button
            ref={menuButtonRef}
            type="button"
            onClick={onToggleMenu}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            className={cn(
              'inline-flex h-11 items-center gap-2.5 rounded-full px-4 text-sm font-semibold transition-colors',
              menuOpen ? 'bg-white/10 text-white hover:bg-white/20' : 'bg-ink-100 text-ink-900 hover:bg-ink-200',
            )}
          >
            <span aria-hidden="true" className="relative block h-3 w-4">
              <span
                className={cn('absolute left-0 block h-0.5 w-4 rounded bg-current transition-transform', menuOpen ? 'top-1.5 rotate-45' : 'top-0')}
              />
              <span
                className={cn('absolute left-0 block h-0.5 w-4 rounded bg-current transition-transform', menuOpen ? 'top-1.5 -rotate-45' : 'top-2.5')}
              />
            </span>
            {menuOpen ? site.header.closeLabel : site.header.menuLabel}
          </button>
          <Link
            to={site.header.talk.href}
            className={cn(
              'inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold transition-colors',
              menuOpen ? 'bg-brand-400 text-ink-950 hover:bg-brand-300' : 'bg-ink-950 text-white hover:bg-brand-700',
            )}
          >
            <span className="md:hidden">{site.header.talk.shortLabel}</span>
            <span className="hidden md:inline">{site.header.talk.label}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
