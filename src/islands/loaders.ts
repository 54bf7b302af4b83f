/**
 * Where each island's code is: one loader per record of src/islands/islands.ts (the compiler
 * rejects a missing or an extra one), each loading its component as a chunk of its own. Only the
 * browser's runtime (src/islands/hydrate.tsx) imports this table, so no component imports the
 * components it loads.
 */
import type { ComponentType } from 'react';
import type { IslandName } from './islands';

export const islandLoaders = {
  'hero-carousel': () => import('~/components/sections/parts/SlideShow').then((m) => m.SlideShow),
  'card-carousel': () => import('~/components/sections/CardCarousel').then((m) => m.CardCarousel),
  gallery: () => import('~/components/sections/Gallery').then((m) => m.Gallery),
  celebration: () => import('~/components/sections/Celebration').then((m) => m.Celebration),
  newsletter: () => import('~/components/sections/Newsletter').then((m) => m.Newsletter),
  'news-list': () => import('~/components/sections/NewsList').then((m) => m.NewsList),
  'open-positions': () => import('~/components/sections/OpenPositions').then((m) => m.OpenPositions),
  'spec-list': () => import('~/components/sections/SpecList').then((m) => m.SpecList),
  'media-hero': () => import('~/components/sections/MediaHero').then((m) => m.MediaHero),
  'message-form': () => import('~/components/sections/parts/MessageForm').then((m) => m.MessageFormView),
  toaster: () => import('~/components/ui/Toaster').then((m) => m.ToasterView),
  'embed-facade': () => import('~/components/ui/EmbedFacade').then((m) => m.EmbedFacadeView),
} as const satisfies { readonly [N in IslandName]: () => Promise<ComponentType<never>> };

/** Whether this build has an island of that name (a page may name one from another build). */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
