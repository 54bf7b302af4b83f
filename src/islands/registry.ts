/**
 * Every island of the site: the parts of pages that need the browser, each loaded as its own
 * chunk by the one that hydrates it. Everything else on a page is HTML and CSS only.
 *
 * A section kind is an island as a whole when all of it is interactive (a carousel, a filtered
 * list, a form). Where a kind is mostly static with one interactive part (a tile that opens, a
 * click-to-load embed, the message form), only that part is an island, and its props are what
 * travels in the page.
 */
import type { ComponentType } from 'react';
import type { SectionType } from '../content/schemas/sections';
import type { Wake } from './attributes';

export const islandLoaders = {
  'hero-carousel': () => import('../components/sections/parts/SlideShow').then((m) => m.SlideShow),
  'card-carousel': () => import('../components/sections/CardCarousel').then((m) => m.CardCarousel),
  gallery: () => import('../components/sections/Gallery').then((m) => m.Gallery),
  celebration: () => import('../components/sections/Celebration').then((m) => m.Celebration),
  newsletter: () => import('../components/sections/Newsletter').then((m) => m.Newsletter),
  'news-list': () => import('../components/sections/NewsList').then((m) => m.NewsList),
  'open-positions': () => import('../components/sections/OpenPositions').then((m) => m.OpenPositions),
  'spec-list': () => import('../components/sections/SpecList').then((m) => m.SpecList),
  'media-hero': () => import('../components/sections/MediaHero').then((m) => m.MediaHero),
  'message-form': () => import('../components/sections/parts/MessageForm').then((m) => m.MessageFormView),
  toaster: () => import('../components/ui/Toaster').then((m) => m.ToasterView),
  'embed-facade': () => import('../components/ui/EmbedFacade').then((m) => m.EmbedFacadeView),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;

/**
 * Islands not hydrated as they come into sight (src/islands/start.ts). The toasts listen for the
 * forms' messages wherever they are on the page, and the celebration plays as the page opens;
 * the lists read their filter from the address, and one asked for in the address is applied at once.
 */
export const islandWake: Partial<Record<IslandName, Wake>> = {
  toaster: 'load',
  celebration: 'load',
  'news-list': 'address',
  'open-positions': 'address',
};

/** Kinds hydrated whole: their props are the section's own data. */
export const sectionIslands: ReadonlySet<SectionType> = new Set<SectionType>([
  'card-carousel',
  'gallery',
  'celebration',
  'newsletter',
  'news-list',
  'open-positions',
  'spec-list',
  'media-hero',
]);

/** Every kind whose component contains an island, whole or in part: a page listing one loads the island code. */
export const kindsWithIslands: ReadonlySet<SectionType> = new Set<SectionType>([
  ...sectionIslands,
  'hero-carousel',
  'contact-form',
  'scene',
  'videos',
]);

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
