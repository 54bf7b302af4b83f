/**
 * The type scale of every section: eyebrow, page heading (h1), section heading (h2) and lead.
 * Sections compose these instead of repeating class strings; `tone` picks the colours for a
 * light or a dark background.
 */
import { cn } from '../../lib/cn';

type Tone = 'light' | 'dark';

const eyebrowTones = { light: 'text-brand-700', dark: 'text-brand-300' } as const;
const headingTones = { light: 'text-ink-950', dark: 'text-white' } as const;
const leadTones = { light: 'text-ink-600', dark: 'text-ink-200' } as const;

/** Small upper-case label above a heading. */
export function Eyebrow({ tone = 'light', className, ...rest }: React.ComponentProps<'p'> & { tone?: Tone }) {
  return <p className={cn('text-sm font-semibold tracking-[0.16em] uppercase', eyebrowTones[tone], className)} {...rest} />;
}

/** The page's one h1, large. */
export function PageHeading({ tone = 'light', className, ...rest }: React.ComponentProps<'h1'> & { tone?: Tone }) {
  return <h1 className={cn('text-headline font-semibold sm:text-display', headingTones[tone], className)} {...rest} />;
}

/** A section's h2. */
export function SectionHeading({ tone = 'light', className, ...rest }: React.ComponentProps<'h2'> & { tone?: Tone }) {
  return <h2 className={cn('text-3xl font-semibold sm:text-4xl', headingTones[tone], className)} {...rest} />;
}

/** One or two sentences under a heading. */
export function Lead({ tone = 'light', className, ...rest }: React.ComponentProps<'p'> & { tone?: Tone }) {
  return <p className={cn('text-lg leading-8', leadTones[tone], className)} {...rest} />;
}

/** A heading at the headline size, as the page's h1 or a section's h2 (the home page's sections). */
export function Headline({ as: Tag = 'h2', tone = 'light', className, ...rest }: React.ComponentProps<'h2'> & { as?: 'h1' | 'h2'; tone?: Tone }) {
  return <Tag className={cn('text-headline font-semibold', headingTones[tone], className)} {...rest} />;
}
