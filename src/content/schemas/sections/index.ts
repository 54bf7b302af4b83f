/**
 * The section kit: every kind of section a page can list under `sections:`. One schema module
 * per kind (./<kind>.ts) and one component per kind (src/components/sections/). Adding a kind
 * means adding it here and in src/components/sections/kit.ts; nothing else.
 */
import { z } from 'zod';
import { closest, wordOf } from '../../validate';
import { schema as announcementHero } from '../../../kinds/announcement-hero/schema';
import { schema as applications } from '../../../kinds/applications/schema';
import { schema as brandPanel } from '../../../kinds/brand-panel/schema';
import { schema as cardCarousel } from '../../../kinds/card-carousel/schema';
import { schema as cardGrid } from '../../../kinds/card-grid/schema';
import { schema as celebration } from '../../../kinds/celebration/schema';
import { schema as centres } from '../../../kinds/centres/schema';
import { schema as comparison } from '../../../kinds/comparison/schema';
import { schema as contactForm } from '../../../kinds/contact-form/schema';
import { schema as cta } from '../../../kinds/cta/schema';
import { schema as faq } from '../../../kinds/faq/schema';
import { schema as featureCards } from '../../../kinds/feature-cards/schema';
import { schema as gallery } from '../../../kinds/gallery/schema';
import { schema as hero } from '../../../kinds/hero/schema';
import { schema as heroCarousel } from '../../../kinds/hero-carousel/schema';
import { schema as highlights } from '../../../kinds/highlights/schema';
import { schema as iconTiles } from '../../../kinds/icon-tiles/schema';
import { schema as industryCards } from '../../../kinds/industry-cards/schema';
import { schema as leaders } from '../../../kinds/leaders/schema';
import { schema as mailboxes } from '../../../kinds/mailboxes/schema';
import { schema as mediaHero } from '../../../kinds/media-hero/schema';
import { schema as mediaText } from '../../../kinds/media-text/schema';
import { schema as newsFeatured } from '../../../kinds/news-featured/schema';
import { schema as newsList } from '../../../kinds/news-list/schema';
import { schema as newsMention } from '../../../kinds/news-mention/schema';
import { schema as newsletter } from '../../../kinds/newsletter/schema';
import { schema as notFound } from '../../../kinds/not-found/schema';
import { schema as openPositions } from '../../../kinds/open-positions/schema';
import { schema as organisations } from '../../../kinds/organisations/schema';
import { schema as partners } from '../../../kinds/partners/schema';
import { schema as productFamilies } from '../../../kinds/product-families/schema';
import { schema as productHero } from '../../../kinds/product-hero/schema';
import { schema as prose } from '../../../kinds/prose/schema';
import { schema as reach } from '../../../kinds/reach/schema';
import { schema as reasons } from '../../../kinds/reasons/schema';
import { schema as regions } from '../../../kinds/regions/schema';
import { schema as scene } from '../../../kinds/scene/schema';
import { schema as specList } from '../../../kinds/spec-list/schema';
import { schema as stats } from '../../../kinds/stats/schema';
import { schema as talentNetwork } from '../../../kinds/talent-network/schema';
import { schema as tiles } from '../../../kinds/tiles/schema';
import { schema as useCases } from '../../../kinds/use-cases/schema';
import { schema as videos } from '../../../kinds/videos/schema';

export const sectionKinds = [
  hero,
  productHero,
  featureCards,
  useCases,
  applications,
  specList,
  comparison,
  stats,
  videos,
  scene,
  gallery,
  faq,
  cta,
  prose,
  mediaHero,
  announcementHero,
  celebration,
  highlights,
  iconTiles,
  newsMention,
  mediaText,
  cardGrid,
  cardCarousel,
  leaders,
  centres,
  partners,
  regions,
  reach,
  brandPanel,
  heroCarousel,
  productFamilies,
  tiles,
  industryCards,
  organisations,
  contactForm,
  mailboxes,
  notFound,
  newsFeatured,
  newsList,
  newsletter,
  reasons,
  openPositions,
  talentNetwork,
] as const;

export const sectionTypes = sectionKinds.map((kind) => kind.shape.type.value);

export type SectionType = (typeof sectionTypes)[number];

/** "did you mean "feature-cards"? " for a kind written nearly right ("feature-card", "Hero"), else "". */
function kindHint(type: unknown): string {
  if (typeof type !== 'string') return '';
  const near = sectionTypes.find((kind) => kind === type.trim().toLowerCase()) ?? closest(type, [...sectionTypes]) ?? wordOf(type.trim(), sectionTypes);
  return near ? `did you mean "${near}"? ` : '';
}

export const section = z.discriminatedUnion('type', sectionKinds, {
  error: (issue) =>
    issue.code === 'invalid_union' && issue.input && typeof issue.input === 'object' && 'type' in issue.input
      ? `unknown section type ${JSON.stringify(issue.input.type)}; ${kindHint(issue.input.type)}the kinds that exist are: ${sectionTypes.join(', ')}`
      : `expected a section with a "type", one of: ${sectionTypes.join(', ')}`,
});

export type Section = z.output<typeof section>;
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
