import { cn } from '~/lib/cn';
import { colors, LOGO_MARK } from '~/styles/brand';

type Props = {
  name: string;
  className?: string;
  tone?: 'dark' | 'light';
  /**
   * Below 390px the wordmark is read, not shown: the header's buttons need its room on phones
   * (WCAG 1.4.10). At 360px the bar was still 5px (English) and 9px (Arabic) too wide with it
   * (tests/e2e/every-page.spec.ts checks every page at 320 and 360px); from 390px it fits. And
   * wherever the bar has no room for it (a visitor's own wider letter spacing, WCAG 1.4.12: at
   * 390px it pushed "Talk" 21px off the screen), it wraps to a line the logo does not show.
   */
  markOnlyWhenNarrow?: boolean;
};

/** The iHub Robotics mark: a hexagonal "hub" with a sensor eye, plus the wordmark. */
export function Logo({ name, className, tone = 'dark', markOnlyWhenNarrow = false }: Props) {
  return (
    <span className={cn('items-center gap-x-2.5', markOnlyWhenNarrow ? 'flex h-8 min-w-0 flex-wrap overflow-hidden' : 'inline-flex', className)}>
      <svg viewBox={LOGO_MARK.viewBox} width="32" height="32" aria-hidden="true" className="size-8 shrink-0">
        <path d={LOGO_MARK.shell} fill={tone === 'dark' ? colors.ink[900] : colors.white} />
        <path d={LOGO_MARK.core} fill={colors.brand[500]} />
        <circle {...LOGO_MARK.eye} fill={tone === 'dark' ? colors.white : colors.ink[900]} />
      </svg>
      <span
        className={cn(
          'font-display text-lg font-semibold tracking-tight whitespace-nowrap max-sm:[:root:lang(ar)_&]:text-base',
          markOnlyWhenNarrow ? 'leading-8' : 'leading-none',
          tone === 'dark' ? 'text-ink-950' : 'text-white',
          markOnlyWhenNarrow && 'max-[24.375rem]:sr-only',
        )}
      >
        {name}
      </span>
    </span>
  );
}
