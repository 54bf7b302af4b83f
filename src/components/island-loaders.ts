/**
 * Where each island's code is: one loader per record of src/islands/islands.ts (the compiler
 * rejects a missing or an extra one), each loading its component as a chunk of its own.
 *
 * The table names components, so it lives with them, not in src/islands/: the island runtime sits
 * a layer below the components that use it (docs/architecture.md, "Layers"). The browser's entry
 * (src/entry.client.tsx) hands this module to the runtime as a loader, once the first island of
 * the page wakes: React, the runtime and this table travel as one chunk, and no component imports
 * the components it loads.
 */
import { hydrateIsland as hydrateWith, type IslandLoaders } from '~/islands/hydrate';
import type { IslandRuntime } from '~/islands/start';

export const islandLoaders = {
  'hero-carousel': () => import('~/components/sections/parts/SlideShow').then((m) => m.SlideShow),
  'card-carousel': () => import('~/kinds/card-carousel/CardCarousel').then((m) => m.CardCarousel),
  gallery: () => import('~/kinds/gallery/Gallery').then((m) => m.Gallery),
  celebration: () => import('~/kinds/celebration/Celebration').then((m) => m.Celebration),
  newsletter: () => import('~/kinds/newsletter/Newsletter').then((m) => m.Newsletter),
  'news-list': () => import('~/kinds/news-list/NewsList').then((m) => m.NewsList),
  'open-positions': () => import('~/kinds/open-positions/OpenPositions').then((m) => m.OpenPositions),
  'spec-list': () => import('~/kinds/spec-list/SpecList').then((m) => m.SpecList),
  'media-hero': () => import('~/kinds/media-hero/MediaHero').then((m) => m.MediaHero),
  'message-form': () => import('~/components/sections/parts/MessageForm').then((m) => m.MessageFormView),
  toaster: () => import('~/components/ui/Toaster').then((m) => m.ToasterView),
  'embed-facade': () => import('~/components/ui/EmbedFacade').then((m) => m.EmbedFacadeView),
} as const satisfies IslandLoaders;

/** Hydrates an island of the page with this build's islands (src/islands/hydrate.tsx). */
export const hydrateIsland: IslandRuntime['hydrateIsland'] = (doc, island, onHydrated, onFailure) =>
  hydrateWith(doc, island, islandLoaders, onHydrated, onFailure);
