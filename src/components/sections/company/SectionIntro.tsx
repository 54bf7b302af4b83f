import type { SectionIntro as Intro } from '../../../content/schemas/company';
import { cn } from '../../../lib/cn';

const tones = {
  light: { eyebrow: 'text-brand-700', heading: 'text-ink-950', lead: 'text-ink-600' },
  dark: { eyebrow: 'text-brand-300', heading: 'text-white', lead: 'text-ink-200' },
} as const;

type Props = { intro: Intro; id?: string; tone?: keyof typeof tones; align?: 'start' | 'center'; className?: string };

/** Eyebrow, h2 and lead at the top of a section. `id` names the section (aria-labelledby). */
export function SectionIntro({ intro, id, tone = 'light', align = 'start', className }: Props) {
  const colours = tones[tone];
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {intro.eyebrow ? <p className={cn('text-sm font-semibold tracking-[0.16em] uppercase', colours.eyebrow)}>{intro.eyebrow}</p> : null}
      <h2 id={id} className={cn('mt-3 text-3xl font-semibold sm:text-4xl', colours.heading)}>
        {intro.heading}
      </h2>
      {intro.lead ? <p className={cn('mt-4 text-lg leading-8', colours.lead)}>{intro.lead}</p> : null}
    </div>
  );
}
