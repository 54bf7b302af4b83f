/**
 * The section kit's components: one per kind, each loaded as its own chunk, so a page fetches
 * the code of the kinds it lists and nothing else. A kind's module is a promise that records
 * its outcome (the form React's `use()` reads at once when settled): the page loader waits for
 * the kinds it needs at build time, so the prerender writes every section in place.
 */
import type { ComponentType, ReactPromise } from 'react';
import type { SectionType } from '~/content/schemas/sections';
import type { SectionProps } from './types';

type KindComponent<K extends SectionType> = ComponentType<SectionProps<K>>;
type Loaders = { [K in SectionType]: () => Promise<KindComponent<K>> };

const loaders: Loaders = {
  hero: () => import('../../kinds/hero/Hero').then((m) => m.Hero),
  'product-hero': () => import('../../kinds/product-hero/ProductHero').then((m) => m.ProductHero),
  'feature-cards': () => import('../../kinds/feature-cards/FeatureCards').then((m) => m.FeatureCards),
  'use-cases': () => import('../../kinds/use-cases/UseCases').then((m) => m.UseCases),
  applications: () => import('../../kinds/applications/Applications').then((m) => m.Applications),
  'spec-list': () => import('../../kinds/spec-list/SpecList').then((m) => m.SpecList),
  comparison: () => import('../../kinds/comparison/Comparison').then((m) => m.Comparison),
  stats: () => import('../../kinds/stats/Stats').then((m) => m.Stats),
  videos: () => import('../../kinds/videos/Videos').then((m) => m.Videos),
  scene: () => import('../../kinds/scene/Scene').then((m) => m.Scene),
  gallery: () => import('../../kinds/gallery/Gallery').then((m) => m.Gallery),
  faq: () => import('../../kinds/faq/Faq').then((m) => m.Faq),
  cta: () => import('../../kinds/cta/Cta').then((m) => m.Cta),
  prose: () => import('../../kinds/prose/ProseSection').then((m) => m.ProseSection),
  'media-hero': () => import('../../kinds/media-hero/MediaHero').then((m) => m.MediaHero),
  'announcement-hero': () => import('../../kinds/announcement-hero/AnnouncementHero').then((m) => m.AnnouncementHero),
  celebration: () => import('../../kinds/celebration/Celebration').then((m) => m.Celebration),
  highlights: () => import('../../kinds/highlights/Highlights').then((m) => m.Highlights),
  'icon-tiles': () => import('../../kinds/icon-tiles/IconTiles').then((m) => m.IconTiles),
  'news-mention': () => import('../../kinds/news-mention/NewsMention').then((m) => m.NewsMention),
  'media-text': () => import('../../kinds/media-text/MediaText').then((m) => m.MediaText),
  'card-grid': () => import('../../kinds/card-grid/CardGrid').then((m) => m.CardGrid),
  'card-carousel': () => import('../../kinds/card-carousel/CardCarousel').then((m) => m.CardCarousel),
  leaders: () => import('../../kinds/leaders/Leaders').then((m) => m.Leaders),
  centres: () => import('../../kinds/centres/Centres').then((m) => m.Centres),
  partners: () => import('../../kinds/partners/Partners').then((m) => m.Partners),
  regions: () => import('../../kinds/regions/Regions').then((m) => m.Regions),
  reach: () => import('../../kinds/reach/Reach').then((m) => m.Reach),
  'brand-panel': () => import('../../kinds/brand-panel/BrandPanel').then((m) => m.BrandPanel),
  'hero-carousel': () => import('../../kinds/hero-carousel/HeroCarousel').then((m) => m.HeroCarousel),
  'product-families': () => import('../../kinds/product-families/ProductFamilies').then((m) => m.ProductFamilies),
  tiles: () => import('../../kinds/tiles/Tiles').then((m) => m.Tiles),
  'industry-cards': () => import('../../kinds/industry-cards/IndustryCards').then((m) => m.IndustryCards),
  organisations: () => import('../../kinds/organisations/Organisations').then((m) => m.Organisations),
  'contact-form': () => import('../../kinds/contact-form/ContactForm').then((m) => m.ContactForm),
  mailboxes: () => import('../../kinds/mailboxes/Mailboxes').then((m) => m.Mailboxes),
  'not-found': () => import('../../kinds/not-found/NotFound').then((m) => m.NotFound),
  'news-featured': () => import('../../kinds/news-featured/NewsFeatured').then((m) => m.NewsFeatured),
  'news-list': () => import('../../kinds/news-list/NewsList').then((m) => m.NewsList),
  newsletter: () => import('../../kinds/newsletter/Newsletter').then((m) => m.Newsletter),
  reasons: () => import('../../kinds/reasons/Reasons').then((m) => m.Reasons),
  'open-positions': () => import('../../kinds/open-positions/OpenPositions').then((m) => m.OpenPositions),
  'talent-network': () => import('../../kinds/talent-network/TalentNetwork').then((m) => m.TalentNetwork),
};

const cache = new Map<SectionType, ReactPromise<unknown>>();

/** The component of a kind, as a promise `use()` can read; one load per kind per visit. */
export function kindComponent<K extends SectionType>(type: K): ReactPromise<KindComponent<K>> {
  let promise = cache.get(type);
  if (!promise) {
    const loading: Promise<unknown> = loaders[type]();
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    promise = Object.assign(loading, { status: 'pending' as const });
    cache.set(type, promise);
  }
  // The cache is keyed by kind: the promise stored under `type` is the one loaders[type] made.
  return promise as ReactPromise<KindComponent<K>>;
}

/** Resolves once every listed kind's component is loaded (call from a loader so the prerender has them in hand). */
export async function preloadKinds(types: readonly SectionType[]): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => kindComponent(type)));
}
