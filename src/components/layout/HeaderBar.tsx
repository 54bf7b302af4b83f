import type { Site } from '../../content/schemas/site';
import { cn } from '../../lib/cn';
import { Logo } from '../ui/Logo';
import { SmartLink } from '../ui/SmartLink';
import { LanguageSwitch } from './LanguageSwitch';

/** Id of the menu's `<dialog>`, the element both Menu buttons act on. */
export const MENU_ID = 'site-menu';

/** The bar at rest (page header) and in the open menu, as whole class strings. */
const variants = {
  page: {
    logo: 'dark',
    toggle: 'bg-ink-100 text-ink-900 hover:bg-ink-200',
    talk: 'bg-ink-950 text-white hover:bg-brand-700',
    language: 'text-ink-800 hover:bg-ink-100',
    lines: ['top-0', 'top-2.5'],
  },
  menu: {
    logo: 'light',
    toggle: 'bg-white/10 text-white hover:bg-white/20',
    talk: 'bg-brand-400 text-ink-950 hover:bg-brand-300',
    language: 'text-white hover:bg-white/10',
    lines: ['top-1.5 rotate-45', 'top-1.5 -rotate-45'],
  },
} as const;

/**
 * Logo, Menu button and "Talk to us". Drawn twice with one layout: in the page header, where the
 * button opens the menu, and along the top of the open menu, where it reads "Close menu" and
 * closes it. The two sit on the same spot, so the label seems to change in place; neither needs
 * script (invoker commands).
 */
export function HeaderBar({ site, inMenu = false }: { site: Site; inMenu?: boolean }) {
  const variant = variants[inMenu ? 'menu' : 'page'];
  return (
    <div className="container-page flex h-full items-center justify-between gap-4">
      <SmartLink href="/" aria-label={site.header.homeLabel} className="rounded-md">
        <Logo name={site.name} tone={variant.logo} />
      </SmartLink>
      <div className="flex items-center gap-2 sm:gap-3">
        {/* From sm up; on phones the menu carries it (MenuOverlay), so the bar keeps its room. */}
        <LanguageSwitch
          className={cn('hidden h-11 items-center rounded-full px-3 text-sm font-semibold transition-colors sm:inline-flex', variant.language)}
        />
        <button
          type="button"
          commandfor={MENU_ID}
          command={inMenu ? 'close' : 'show-modal'}
          aria-haspopup={inMenu ? undefined : 'dialog'}
          className={cn('inline-flex h-11 items-center gap-2.5 rounded-full px-4 text-sm font-semibold transition-colors', variant.toggle)}
        >
          <span aria-hidden="true" className="relative block h-3 w-4">
            {variant.lines.map((line) => (
              <span key={line} className={cn('absolute inset-s-0 block h-0.5 w-4 rounded bg-current', line)} />
            ))}
          </span>
          {inMenu ? site.header.closeLabel : site.header.menuLabel}
        </button>
        <SmartLink
          href={site.header.talk.href}
          compactMarker
          className={cn('inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold transition-colors', variant.talk)}
        >
          <span className="md:hidden">{site.header.talk.shortLabel}</span>
          <span className="hidden md:inline">{site.header.talk.label}</span>
        </SmartLink>
      </div>
    </div>
  );
}
