import { useEffect, useRef } from 'react';
import type { MenuLink, Site } from '../../content/schemas/site';
import { cn } from '../../lib/cn';
import { SmartLink } from '../ui/SmartLink';
import { StatusBadge } from '../ui/StatusBadge';

type Props = {
  site: Site;
  open: boolean;
  onClose: () => void;
  menuButtonRef: React.RefObject<HTMLButtonElement | null>;
};

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Links of a group, whether written out or taken from the socials or brands list. */
function groupLinks(site: Site, group: Site['menu'][number]): MenuLink[] {
  if ('links' in group) return group.links;
  if (group.from === 'socials') return site.socials.map((social) => ({ label: social.name, href: social.href }));
  return site.brands.map((brand) => ({ label: brand.label, href: brand.href, note: brand.note }));
}

/**
 * Full-screen menu. While open: focus starts on its first link and stays within the menu and
 * the Menu button; Escape, a click on the backdrop, the Menu button or a route change close it;
 * the page behind cannot scroll. Focus returns to the Menu button on close.
 */
export function MenuOverlay({ site, open, onClose, menuButtonRef }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) menuButtonRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [menuButtonRef.current, ...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el): el is HTMLElement => !!el);
      // Move focus ourselves on every Tab: the Menu button sits in the header between other
      // links, so the browser's own order would leave the menu.
      event.preventDefault();
      const index = items.findIndex((el) => el === document.activeElement);
      const next = index === -1 ? 0 : (index + (event.shiftKey ? -1 : 1) + items.length) % items.length;
      items[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = previousOverflow;
    };
  }, [open, onClose, menuButtonRef]);

  return (
    <div
      id="site-menu"
      role="dialog"
      aria-modal="true"
      aria-label={site.header.menuLabel}
      hidden={!open}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-x-0 top-header bottom-0 z-40 overflow-y-auto overscroll-contain bg-ink-950/97 text-white backdrop-blur-sm"
    >
      <div ref={panel} className="container-page grid gap-x-8 gap-y-10 py-10 sm:grid-cols-2 lg:grid-cols-4 lg:py-14">
        {site.menu.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-brand-300 uppercase">{group.heading}</h2>
            <ul className="mt-4 space-y-1">
              {groupLinks(site, group).map((link) => (
                <li key={link.href}>
                  <SmartLink
                    href={link.href}
                    externalHint={site.ui.externalHint}
                    onClick={onClose}
                    className={cn('group -mx-3 flex flex-col rounded-xl px-3 py-2 transition-colors hover:bg-white/8 focus-visible:bg-white/8')}
                  >
                    <span className="flex items-center gap-2 font-display text-lg font-medium">
                      {link.label}
                      {link.badge ? <StatusBadge status={link.badge} /> : null}
                    </span>
                    {link.note ? <span className="text-sm text-ink-300">{link.note}</span> : null}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </div>
  );
}
