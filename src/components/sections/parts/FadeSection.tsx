import type { sectionTones } from '../../../content/schemas/sections/shared';
import { cn } from '../../../lib/cn';
import { FadeIn } from '../../ui/FadeIn';
import { Intro } from './Intro';

const tones = {
  white: '',
  tint: 'bg-ink-50',
  brand: 'bg-brand-50',
  dark: 'bg-ink-900 text-white',
} as const satisfies Record<(typeof sectionTones)[number], string>;

type Props = {
  /** The section's fields from content: anchor, eyebrow, heading, lead and tone. */
  section: { id?: string | undefined; eyebrow?: string | undefined; heading: string; lead?: string | undefined; tone: keyof typeof tones };
  /** Unique on the page; names the heading (`<anchor>-heading`). */
  anchor: string;
  children: React.ReactNode;
};

/** A full-width section whose intro (h2) and content fade in together as it first shows. */
export function FadeSection({ section, anchor, children }: Props) {
  const headingId = `${anchor}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={cn('py-16 sm:py-24', tones[section.tone])}>
      <FadeIn className="container-page">
        <Intro
          id={headingId}
          eyebrow={section.eyebrow}
          heading={section.heading}
          lead={section.lead}
          tone={section.tone === 'dark' ? 'dark' : 'light'}
          className="mb-10"
        />
        {children}
      </FadeIn>
    </section>
  );
}
