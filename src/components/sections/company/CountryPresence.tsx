import type { z } from 'zod';
import type { presencePage } from '../../../content/schemas/pages/presence';
import { CardGrid } from './CardGrid';
import { CompanyHero } from './CompanyHero';
import { CompanySection } from './CompanySection';
import { CtaBand } from './CtaBand';
import { HeroPicture } from './HeroPicture';
import { ReachPanel } from './ReachPanel';

export type PresencePage = z.infer<typeof presencePage>;

/** One country's presence page (UAE, Saudi Arabia): banner, what we offer, how to reach us. */
export function CountryPresence({ page }: { page: PresencePage }) {
  return (
    <>
      <CompanyHero hero={page.hero} media={page.heroImage ? <HeroPicture image={page.heroImage} /> : undefined} />
      <CompanySection name="offer" intro={page.offer.intro}>
        <CardGrid cards={page.offer.cards} />
      </CompanySection>
      <CompanySection name="reach" intro={page.reach.intro} tone="muted">
        <ReachPanel actions={page.reach.actions} />
      </CompanySection>
      <CtaBand cta={page.cta} />
    </>
  );
}
