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
  hero: () => import('./Hero').then((m) => m.Hero),
  'product-hero': () => import('./ProductHero').then((m) => m.ProductHero),
  'feature-cards': () => import('./FeatureCards').then((m) => m.FeatureCards),
  'use-cases': () => import('./UseCases').then((m) => m.UseCases),
  applications: () => import('./Applications').then((m) => m.Applications),
  'spec-list': () => import('./SpecList').then((m) => m.SpecList),
  comparison: () => import('./Comparison').then((m) => m.Comparison),
  stats: () => import('./Stats').then((m) => m.Stats),
  videos: () => import('./Videos').then((m) => m.Videos),
  scene: () => import('./Scene').then((m) => m.Scene),
  gallery: () => import('./Gallery').then((m) => m.Gallery),
  faq: () => import('./Faq').then((m) => m.Faq),
  cta: () => import('./Cta').then((m) => m.Cta),
  prose: () => import('./ProseSection').then((m) => m.ProseSection),
  'media-hero': () => import('./MediaHero').then((m) => m.MediaHero),
  'announcement-hero': () => import('./AnnouncementHero').then((m) => m.AnnouncementHero),
  celebration: () => import('./Celebration').then((m) => m.Celebration),
  highlights: () => import('./Highlights').then((m) => m.Highlights),
  'icon-tiles': () => import('./IconTiles').then((m) => m.IconTiles),
  'news-mention': () => import('./NewsMention').then((m) => m.NewsMention),
  'media-text': () => import('./MediaText').then((m) => m.MediaText),
  'card-grid': () => import('./CardGrid').then((m) => m.CardGrid),
  'card-carousel': () => import('./CardCarousel').then((m) => m.CardCarousel),
  leaders: () => import('./Leaders').then((m) => m.Leaders),
  centres: () => import('./Centres').then((m) => m.Centres),
  partners: () => import('./Partners').then((m) => m.Partners),
  regions: () => import('./Regions').then((m) => m.Regions),
  reach: () => import('./Reach').then((m) => m.Reach),
  'brand-panel': () => import('./BrandPanel').then((m) => m.BrandPanel),
  'hero-carousel': () => import('./HeroCarousel').then((m) => m.HeroCarousel),
  'product-families': () => import('./ProductFamilies').then((m) => m.ProductFamilies),
  tiles: () => import('./Tiles').then((m) => m.Tiles),
  'industry-cards': () => import('./IndustryCards').then((m) => m.IndustryCards),
  organisations: () => import('./Organisations').then((m) => m.Organisations),
  'contact-form': () => import('./ContactForm').then((m) => m.ContactForm),
  mailboxes: () => import('./Mailboxes').then((m) => m.Mailboxes),
  'not-found': () => import('./NotFound').then((m) => m.NotFound),
  'news-featured': () => import('./NewsFeatured').then((m) => m.NewsFeatured),
  'news-list': () => import('./NewsList').then((m) => m.NewsList),
  newsletter: () => import('./Newsletter').then((m) => m.Newsletter),
  reasons: () => import('./Reasons').then((m) => m.Reasons),
  'open-positions': () => import('./OpenPositions').then((m) => m.OpenPositions),
  'talent-network': () => import('./TalentNetwork').then((m) => m.TalentNetwork),
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
