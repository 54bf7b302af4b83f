import { cn } from '~/lib/cn';
import { BidiText } from '~/components/ui/BidiText';

const tones = {
  light: { figure: 'text-brand-700', label: 'text-ink-900', rule: 'border-brand-200' },
  dark: { figure: 'text-brand-300', label: 'text-white', rule: 'border-white/15' },
} as const;

type Props = { total: number; label: string; tone?: keyof typeof tones; className?: string };

/**
 * How many of a group there are ("16 trusted clients"), for a section whose members the company
 * has not named yet (docs/decisions/2710): a statement, not a placeholder.
 */
export function CountFigure({ total, label, tone = 'light', className }: Props) {
  const colours = tones[tone];
  return (
    <p className={cn('flex items-baseline gap-3 md:flex-col md:items-start md:gap-1 md:border-s md:ps-8', colours.rule, className)}>
      <span className={cn('font-display text-6xl leading-none font-semibold tracking-tight sm:text-7xl', colours.figure)}>
        <BidiText text={String(total)} />
      </span>{' '}
      <span className={cn('text-lg leading-snug font-semibold text-balance', colours.label)}>{label}</span>
    </p>
  );
}
