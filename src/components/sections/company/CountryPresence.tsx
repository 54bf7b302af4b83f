import type { z } from 'zod';
import type { presencePage } from '../../../content/schemas/pages/presence';
import { CardGrid } from './CardGrid';
import { CompanyHero } from './CompanyHero';
import { CtaBand } from './CtaBand';
import { FadeIn } from './FadeIn';
import { HeroPicture } from './HeroPicture';
import { ReachPanel } from './ReachPanel';
import { SectionIntro } from './SectionIntro';

export type PresencePage = z.infer<typeof presencePage>;

/** One country's presence page (UAE, Saudi Arabia): banner, what we offer, how to reach us. */
export function CountryPresence({ page }: { page: PresencePage }) {
  return (
    <>
      <CompanyHero hero={page.hero} media={page.heroImage ? <HeroPicture image={page.heroImage} /> : undefined} />
      <section aria-labelledby="offer-heading" className="container-page py-16 sm:py-24">
        <FadeIn>
          <SectionIntro id="offer-heading" intro={page.offer.intro} className="mb-10" />
          <CardGrid cards={page.offer.cards} />
        </FadeIn>
      </section>
      <section aria-labelledby="reach-heading" className="bg-ink-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionIntro id="reach-heading" intro={page.reach.intro} className="mb-10" />
          <ReachPanel actions={page.reach.actions} />
        </div>
      </section>
      <CtaBand cta={page.cta} />
    </>
  );
}
