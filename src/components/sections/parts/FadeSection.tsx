import { FadeIn } from '~/components/ui/FadeIn';
import { Intro } from './Intro';
import { partId } from '~/lib/ids';
import { SectionShell, type SectionIntro, type SectionTone } from './Section';

type Props = {
  /** The section's fields from content: anchor, eyebrow, heading, lead and tone. */
  section: SectionIntro & { tone: SectionTone };
  /** Unique on the page; names the heading (`<anchor>-heading`). */
  anchor: string;
  children: React.ReactNode;
};

/** A full-width section whose intro (h2) and content fade in together as it first shows. */
export function FadeSection({ section, anchor, children }: Props) {
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell kind={section.type} id={section.id} headingId={headingId} tone={section.tone}>
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
    </SectionShell>
  );
}
