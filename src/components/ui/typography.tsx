/**
 * The type scale of every section (docs/decisions/2700): eyebrow, page heading (h1), section
 * heading (h2) and lead. Sections compose these instead of repeating class strings; `tone` picks
 * the colours for a light or a dark background. A page's h1 stands above every h2 at every width
 * (the sizes are tokens in src/styles/app.css; an e2e test measures them on every page). Their
 * words keep a figure and a Latin name on one line (`laidOut`).
 */
import { cn } from '~/lib/cn';
import { Words } from './Words';

type Tone = 'light' | 'dark';

const eyebrowTones = { light: 'text-brand-700', dark: 'text-brand-300' } as const;
const headingTones = { light: 'text-ink-950', dark: 'text-white' } as const;
const leadTones = { light: 'text-ink-600', dark: 'text-ink-200' } as const;

/** Small upper-case label above a heading. */
export function Eyebrow({ tone = 'light', className, ...rest }: React.ComponentProps<'p'> & { tone?: Tone }) {
  return <p className={cn('text-sm font-semibold tracking-[0.16em] uppercase', eyebrowTones[tone], className)} {...rest} />;
}

const pageHeadingSizes = {
  /** The top of a page (heroes). */
  display: 'text-display',
  /** A long title: a news item's, a job posting's, the not-found page's. */
  title: 'text-title',
} as const;

/**
 * A heading's or a lead's words: a text is laid out by `Words`, so that a figure ("25 kg") or, in an
 * Arabic line, a name in Latin letters ("Octa Bot", "Tara Gen 1") never breaks across lines
 * (docs/decisions/3480, 3500); anything else is shown as it is.
 */
const laidOut = (children: React.ReactNode) => (typeof children === 'string' ? <Words text={children} /> : children);

/** The page's one h1. */
export function PageHeading({
  tone = 'light',
  size = 'display',
  className,
  children,
  ...rest
}: React.ComponentProps<'h1'> & { tone?: Tone; size?: keyof typeof pageHeadingSizes }) {
  return (
    <h1 className={cn('font-semibold', pageHeadingSizes[size], headingTones[tone], className)} {...rest}>
      {laidOut(children)}
    </h1>
  );
}

/** A section's h2. */
export function SectionHeading({ tone = 'light', className, children, ...rest }: React.ComponentProps<'h2'> & { tone?: Tone }) {
  return (
    <h2 className={cn('text-section font-semibold', headingTones[tone], className)} {...rest}>
      {laidOut(children)}
    </h2>
  );
}

/** The heading of a block inside a section (a form, a side panel): below the section's h2. */
export function BlockHeading({ tone = 'light', className, children, ...rest }: React.ComponentProps<'h2'> & { tone?: Tone }) {
  return (
    <h2 className={cn('text-xl font-semibold sm:text-2xl', headingTones[tone], className)} {...rest}>
      {laidOut(children)}
    </h2>
  );
}

/** One or two sentences under a heading; a figure in them ("25 kg", "10.1-inch") stays on one line. */
export function Lead({ tone = 'light', className, children, ...rest }: React.ComponentProps<'p'> & { tone?: Tone }) {
  return (
    <p className={cn('text-lg leading-8', leadTones[tone], className)} {...rest}>
      {laidOut(children)}
    </p>
  );
}
