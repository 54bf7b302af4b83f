import { IndustryCard } from '~/components/sections/parts/IndustryCard';
import { Intro } from '~/components/sections/parts/Intro';
import { RevealOnScroll } from '~/components/sections/parts/RevealOnScroll';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';

/** Picture cards with two tags each on a tinted band, fading in one by one as they scroll into view. */
export function IndustryCards({ section, anchor }: SectionProps<'industry-cards'>) {
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell kind={section.type} id={section.id} headingId={headingId} tone="tint" rhythm="band-md">
      <div className="container-page">
        <Intro eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} id={headingId} />
        <ul className="mt-12 grid-fit sm:[--fit-cols:2] lg:[--fit-cols:3] lg:[--fit-gap:1.5rem]">
          {section.cards.map((card, index) => (
            <RevealOnScroll key={card.title} index={index}>
              <IndustryCard card={card} />
            </RevealOnScroll>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
