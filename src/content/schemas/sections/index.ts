/**
 * The section kit: every kind of section a page can list under `sections:`. One schema module
 * per kind (./<kind>.ts) and one component per kind (src/components/sections/). Adding a kind
 * means adding it here and in src/components/sections/kit.ts; nothing else.
 */
import { z } from 'zod';
import { closest, wordOf } from '../../validate';
import { schema as announcementHero } from './announcement-hero';
import { schema as applications } from './applications';
import { schema as brandPanel } from './brand-panel';
import { schema as cardCarousel } from './card-carousel';
import { schema as cardGrid } from './card-grid';
import { schema as celebration } from './celebration';
import { schema as centres } from './centres';
import { schema as comparison } from './comparison';
import { schema as contactForm } from './contact-form';
import { schema as cta } from './cta';
import { schema as faq } from './faq';
import { schema as featureCards } from './feature-cards';
import { schema as gallery } from './gallery';
import { schema as hero } from './hero';
import { schema as heroCarousel } from './hero-carousel';
import { schema as highlights } from './highlights';
import { schema as iconTiles } from './icon-tiles';
import { schema as industryCards } from './industry-cards';
import { schema as leaders } from './leaders';
import { schema as mailboxes } from './mailboxes';
import { schema as mediaHero } from './media-hero';
import { schema as mediaText } from './media-text';
import { schema as newsFeatured } from './news-featured';
import { schema as newsList } from './news-list';
import { schema as newsMention } from './news-mention';
import { schema as newsletter } from './newsletter';
import { schema as notFound } from './not-found';
import { schema as openPositions } from './open-positions';
import { schema as organisations } from './organisations';
import { schema as partners } from './partners';
import { schema as productFamilies } from './product-families';
import { schema as productHero } from './product-hero';
import { schema as prose } from './prose';
import { schema as reach } from './reach';
import { schema as reasons } from './reasons';
import { schema as regions } from './regions';
import { schema as scene } from './scene';
import { schema as specList } from './spec-list';
import { schema as stats } from './stats';
import { schema as talentNetwork } from './talent-network';
import { schema as tiles } from './tiles';
import { schema as useCases } from './use-cases';
import { schema as videos } from './videos';

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
