import type { MenuLink, Site } from '~/content/schemas/site';
import { SmartLink } from '~/components/ui/SmartLink';
import { StatusBadge } from '~/components/ui/StatusBadge';
import { HeaderBar, MENU_ID } from './HeaderBar';
import { LanguageSwitch } from './LanguageSwitch';

/** Links of a group, whether written out or taken from the socials or brands list. */
function groupLinks(site: Site, group: Site['menu'][number]): MenuLink[] {
  if ('links' in group) return group.links;
  if (group.from === 'socials') return site.socials.map((social) => ({ label: social.name, href: social.href }));
  return site.brands.map((brand) => ({ label: brand.label, href: brand.href, note: brand.note }));
}

/**
 * The full-screen menu: a modal `<dialog>` the Menu button opens with `command="show-modal"`, so
 * it works with no script (docs/decisions/1650). The browser makes the page behind it inert,
 * keeps focus inside, closes it on Escape and, with `closedby="any"`, on a click outside its
 * links (the backdrop, the bar along the top), and returns focus to the Menu button. Its own bar
 * repeats the header over it with a "Close menu" button; only that bar's links and button take
 * clicks, a click anywhere else on it falls through to the backdrop. app.css stops the page
 * scrolling while it is open; shell-enhance.ts closes it when one of its links is followed.
 */
export function MenuOverlay({ site }: { site: Site }) {
  return (
    <dialog
      id={MENU_ID}
      closedby="any"
      aria-label={site.header.menuLabel}
      className="surface-dark fixed inset-x-0 top-header bottom-auto mx-auto my-0 max-h-[calc(100dvh-var(--spacing-header))] w-full max-w-(--container-page) overflow-y-auto overscroll-contain border-0 bg-transparent p-0 text-white backdrop:bg-ink-950/97 backdrop:backdrop-blur-sm"
    >
      <div className="pointer-events-none fixed inset-x-0 top-0 h-header border-b border-transparent bg-ink-950 [&_a,&_button]:pointer-events-auto">
        <HeaderBar site={site} inMenu />
      </div>
      {/* On phones the header has no room for the language switcher: the menu carries it. */}
      <div className="container-page pt-8 sm:hidden">
        <LanguageSwitch
          withReason
          reasonClassName="text-ink-300"
          className="inline-flex h-11 items-center rounded-full px-4 text-sm font-semibold text-white ring-1 ring-white/30 ring-inset hover:bg-white/10"
        />
      </div>
      <div className="container-page grid gap-x-8 gap-y-10 py-10 sm:grid-cols-2 lg:grid-cols-4 lg:py-14">
        {site.menu.map((group, groupIndex) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-brand-300 uppercase">{group.heading}</h2>
            <ul className="mt-4 space-y-1">
              {groupLinks(site, group).map((link, linkIndex) => (
                <li key={link.href}>
                  <SmartLink
                    href={link.href}
                    externalHint={site.ui.externalHint}
                    // Opening the menu moves focus to its first link, as a menu of links expects.
                    autoFocus={groupIndex === 0 && linkIndex === 0}
                    className="group -mx-3 flex flex-col rounded-xl px-3 py-2 transition-colors hover:bg-white/8 focus-visible:bg-white/8"
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
    </dialog>
  );
}
