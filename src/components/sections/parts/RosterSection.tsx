import { FadeIn } from '~/components/ui/FadeIn';
import { CountFigure } from './CountFigure';
import { Intro } from './Intro';
import { SectionShell, type SectionIntro, type SectionTone } from './Section';
import { partId } from '~/lib/ids';

type Props = {
  /** The section's fields from content: anchor, eyebrow, heading, lead, tone, and how many there are. */
  section: SectionIntro & { tone: SectionTone; total: number; totalLabel: string };
  /** How many of them the company has named (the cards in `children`). */
  listed: number;
  anchor: string;
  children?: React.ReactNode;
};

/**
 * A section about a group the company has counted (leaders, partners; docs/decisions/2710): its intro with the
 * figure beside it until every member is named, and a card for each one named. Until the first is
 * named it is not shown: a band holding only a number poses as proof (docs/decisions/3350).
 */
export function RosterSection({ section, listed, anchor, children }: Props) {
  if (!listed) return null;
  const headingId = partId(anchor, 'heading');
  const tone = section.tone === 'dark' ? 'dark' : 'light';
  return (
    <SectionShell kind={section.type} id={section.id} headingId={headingId} tone={section.tone}>
      <FadeIn className="container-page">
        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_auto] md:items-end md:gap-16">
          <Intro id={headingId} eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} tone={tone} />
          {listed < section.total ? <CountFigure total={section.total} label={section.totalLabel} tone={tone} /> : null}
        </div>
        <div className="mt-10">{children}</div>
      </FadeIn>
    </SectionShell>
  );
}
