import type { sectionTones } from '~/content/schemas/sections/shared';
import { cn } from '~/lib/cn';
import { Eyebrow, Lead, SectionHeading } from '~/components/ui/typography';
import { partId } from '~/lib/ids';

/** Each tone's surface: the one table every section kind draws its background from (issue 31). */
const tones = {
  white: 'surface-light bg-white',
  tint: 'surface-light bg-ink-50',
  brand: 'surface-light bg-brand-50',
  dark: 'surface-dark bg-ink-900 text-white',
} as const satisfies Record<(typeof sectionTones)[number], string>;

export type SectionTone = keyof typeof tones;

/** The `<section>` of every kind: its anchor, the heading that names it, the page's vertical rhythm and the tone's surface. */
export function SectionShell({
  id,
  headingId,
  tone = 'white',
  className,
  children,
}: {
  id?: string | undefined;
  headingId: string;
  tone?: SectionTone | undefined;
  className?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-24', tones[tone], className)}>
      {children}
    </section>
  );
}

type Props = {
  /** Anchor of the section ("specifications" for "#specifications"), when content names one. */
  id?: string | undefined;
  /** Unique on the page; names the heading (`<anchor>-heading`). */
  anchor: string;
  eyebrow?: string | undefined;
  heading: string;
  lead?: string | undefined;
  tone?: SectionTone;
  children: React.ReactNode;
  className?: string;
};

/** A full-width section: anchor, eyebrow, h2, lead, then its content. */
export function Section({ id, anchor, eyebrow, heading, lead, tone = 'white', children, className }: Props) {
  const headingId = partId(anchor, 'heading');
  const text = tone === 'dark' ? 'dark' : 'light';
  return (
    <SectionShell id={id} headingId={headingId} tone={tone} className={className}>
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <Eyebrow tone={text}>{eyebrow}</Eyebrow> : null}
          <SectionHeading id={headingId} tone={text} className="mt-2">
            {heading}
          </SectionHeading>
          {lead ? (
            <Lead tone={text} className="mt-4">
              {lead}
            </Lead>
          ) : null}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </SectionShell>
  );
}
