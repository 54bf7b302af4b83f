import { cn } from '../../../lib/cn';

type Intro = { eyebrow?: string | undefined; heading: string; lead?: string | undefined };

const tones = {
  light: { eyebrow: 'text-brand-700', heading: 'text-ink-950', lead: 'text-ink-600' },
  dark: { eyebrow: 'text-brand-300', heading: 'text-white', lead: 'text-ink-300' },
} as const;

/** Eyebrow, heading and lead of a home page section. The heading carries `id` for aria-labelledby. */
export function SectionIntro({
  intro,
  id,
  level = 'h2',
  tone = 'light',
  className,
}: {
  intro: Intro;
  id: string;
  level?: 'h1' | 'h2';
  tone?: keyof typeof tones;
  className?: string;
}) {
  const Heading = level;
  const colours = tones[tone];
  return (
    <div className={cn('max-w-3xl', className)}>
      {intro.eyebrow ? <p className={cn('text-sm font-semibold tracking-[0.16em] uppercase', colours.eyebrow)}>{intro.eyebrow}</p> : null}
      <Heading id={id} className={cn('mt-3 text-headline font-semibold', colours.heading)}>
        {intro.heading}
      </Heading>
      {intro.lead ? <p className={cn('mt-4 text-lg leading-8', colours.lead)}>{intro.lead}</p> : null}
    </div>
  );
}
