import type { Site } from '~/content/schemas/site';
import { cn } from '~/lib/cn';
import { buttonColours } from '~/components/ui/Button';
import { Logo } from '~/components/ui/Logo';
import { SmartLink } from '~/components/ui/SmartLink';
import { LanguageSwitch } from './LanguageSwitch';
import { StrokeIcon } from '~/components/ui/StrokeIcon';
import { SEARCH_ICON } from './SearchDialog';
import { SEARCH_ID } from './search-ids';

/** Id of the menu's `<dialog>`, the element both Menu buttons act on. */
export const MENU_ID = 'site-menu';

/** The bar at rest (page header) and in the open menu, as whole class strings. */
const variants = {
  page: {
    logo: 'dark',
    toggle: 'bg-ink-100 text-ink-900 hover:bg-ink-200',
    // The primary button's colours (docs/decisions/2700): the one step the site asks for everywhere.
    talk: buttonColours.light.primary,
    language: 'text-ink-800 hover:bg-ink-100',
    lines: ['top-0', 'top-2.5'],
  },
  menu: {
    logo: 'light',
    toggle: 'bg-white/10 text-white hover:bg-white/20',
    talk: buttonColours.dark.primary,
    language: 'text-white hover:bg-white/10',
    lines: ['top-1.5 rotate-45', 'top-1.5 -rotate-45'],
  },
} as const;

/**
 * Logo, Search, Menu button and "Talk to us". Drawn twice with one layout: in the page header,
 * where the button opens the menu, and along the top of the open menu, where it reads "Close
 * menu" and closes it. The two sit on the same spot, so the label seems to change in place;
 * neither needs script (invoker commands). Below `sm` the Search and Menu buttons show their
 * icons only (their names stay for screen readers), and below 390px the logo shows its mark
 * only (the wordmark is still read), so everything fits a 320px phone in either language.
 *
 * Search is in the page header only. It opens its dialog with no script, but searching needs
 * script, so a browser without it does not show the button (docs/decisions/1802).
 */
export function HeaderBar({ site, inMenu = false }: { site: Site; inMenu?: boolean }) {
  const variant = variants[inMenu ? 'menu' : 'page'];
  return (
    <div className="container-page flex h-full items-center justify-between gap-4">
      {/* The logo gives up its room first (its wordmark goes, its mark stays while it can), so the
          buttons keep theirs and the talk button its label on one line. */}
      <SmartLink href="/" aria-label={site.header.homeLabel} className="min-w-0 shrink-[100] rounded-md">
        <Logo name={site.name} tone={variant.logo} markOnlyWhenNarrow />
      </SmartLink>
      {/* Gaps and the talk button's sides in px at most: with 200 % text on a phone ("تواصل") the
          buttons keep their room instead of pushing "Talk" off the screen (issue 46). */}
      <div className="flex items-center gap-[min(0.5rem,8px)] sm:gap-3">
        {/* From sm up; on phones the menu carries it (MenuOverlay), so the bar keeps its room. */}
        <LanguageSwitch
          className={cn('hidden h-11 items-center rounded-full px-3 text-sm font-semibold transition-colors sm:inline-flex', variant.language)}
        />
        {inMenu ? null : (
          <button
            type="button"
            data-search-open=""
            commandfor={SEARCH_ID}
            command="show-modal"
            aria-haspopup="dialog"
            aria-keyshortcuts="/"
            // Searching needs script: without it (`scripting: none`) the button is not shown.
            className="inline-flex size-11 items-center justify-center gap-2 rounded-full text-sm font-semibold text-ink-700 ring-1 ring-ink-200 transition-colors ring-inset noscript:hidden hover:text-ink-950 hover:ring-ink-400 sm:w-auto sm:ps-3.5 sm:pe-4 lg:pe-2"
          >
            <StrokeIcon d={SEARCH_ICON} />
            <span className="max-sm:sr-only">{site.search.open}</span>
            <kbd
              aria-hidden="true"
              className="hidden h-7 min-w-7 place-items-center rounded-full bg-ink-100 px-2 font-sans text-xs text-ink-600 lg:grid"
            >
              /
            </kbd>
          </button>
        )}
        <button
          type="button"
          commandfor={MENU_ID}
          command={inMenu ? 'close' : 'show-modal'}
          aria-haspopup={inMenu ? undefined : 'dialog'}
          // The header's button is reachable only while the menu is closed (the open menu makes
          // the page inert), the menu's own only while it is open: each state is fixed, script or not.
          aria-expanded={inMenu}
          aria-controls={MENU_ID}
          className={cn(
            'inline-flex size-11 items-center justify-center gap-2.5 rounded-full text-sm font-semibold transition-colors sm:w-auto sm:px-4',
            variant.toggle,
          )}
        >
          <span aria-hidden="true" className="relative block h-3 w-4">
            {variant.lines.map((line) => (
              <span
                key={line}
                // Drawn by their background, which forced colours would paint the bar's colour: there, the button's text colour.
                className={cn(
                  'absolute inset-s-0 block h-0.5 w-4 rounded bg-current forced-colors:bg-[ButtonText] forced-colors:forced-color-adjust-none',
                  line,
                )}
              />
            ))}
          </span>
          <span className="max-sm:sr-only">{inMenu ? site.header.closeLabel : site.header.menuLabel}</span>
        </button>
        <SmartLink
          href={site.header.talk.href}
          compactMarker
          className={cn('inline-flex h-11 items-center rounded-full px-[min(1.25rem,20px)] text-sm font-semibold transition-colors', variant.talk)}
        >
          {/* One line: the label's width as measured can fall a fraction of a pixel short of its
              width as drawn ("تواصلوا معنا" broke in two at 390 px with room to spare). */}
          <span className="whitespace-nowrap md:hidden">{site.header.talk.shortLabel}</span>
          <span className="hidden md:inline">{site.header.talk.label}</span>
        </SmartLink>
      </div>
    </div>
  );
}
