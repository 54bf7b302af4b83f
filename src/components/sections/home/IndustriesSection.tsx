import type { HomePage } from '../../../content/schemas/pages/home';
import { IndustryCard } from './IndustryCard';
import { RevealOnScroll } from './RevealOnScroll';
import { SectionIntro } from './SectionIntro';

/** "How Our Technology Is Reshaping Industries": six cards that fade in as they scroll into view. */
export function IndustriesSection({ industries }: { industries: HomePage['industries'] }) {
  return (
    <section aria-labelledby="industries-heading" className="bg-ink-50 py-16 md:py-24">
      <div className="container-page">
        <SectionIntro intro={industries} id="industries-heading" />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {industries.cards.map((card, index) => (
            <RevealOnScroll key={card.title} index={index}>
              <IndustryCard card={card} />
            </RevealOnScroll>
          ))}
        </ul>
      </div>
    </section>
  );
}
