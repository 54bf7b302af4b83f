import { cn } from '../../../lib/cn';

const tones = {
  white: 'bg-white',
  tint: 'bg-ink-50',
  brand: 'bg-brand-50',
  dark: 'bg-ink-900 text-white',
} as const;

export type SectionTone = keyof typeof tones;

type Props = {
  /** Anchor of the section ("specifications" for "#specifications"); also names the heading. */
  id?: string | undefined;
  /** Used when the section has no anchor of its own, so the heading still gets a unique id. */
  fallbackId: string;
  eyebrow?: string | undefined;
  heading: string;
  lead?: string | undefined;
  tone?: SectionTone;
  children: React.ReactNode;
  className?: string;
};

/** One product-page section: anchor, eyebrow, h2, lead, then its content. */
export function Section({ id, fallbackId, eyebrow, heading, lead, tone = 'white', children, className }: Props) {
  const headingId = `${id ?? fallbackId}-heading`;
  const dark = tone === 'dark';
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-24', tones[tone], className)}>
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className={cn('text-sm font-semibold tracking-[0.16em] uppercase', dark ? 'text-brand-300' : 'text-brand-700')}>{eyebrow}</p>
          ) : null}
          <h2 id={headingId} className={cn('mt-2 text-3xl font-semibold sm:text-4xl', dark ? 'text-white' : 'text-ink-950')}>
            {heading}
          </h2>
          {lead ? <p className={cn('mt-4 text-lg leading-8', dark ? 'text-ink-200' : 'text-ink-600')}>{lead}</p> : null}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
