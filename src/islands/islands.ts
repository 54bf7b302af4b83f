/**
 * Every island of the site, one record each: the parts of pages that need the browser. Everything
 * else on a page is HTML and CSS only.
 *
 * A record says when the island wakes and which section kinds render it. An island is a kind
 * `whole` when all of that kind is interactive (a carousel, a filtered list, a form): the kind's
 * component is the island and the section is its props. Where a kind is mostly static with one
 * interactive part (a tile that opens, a click-to-load embed, the message form), only that part
 * is an island, rendered by the kind's component with `<Island>`.
 *
 * Where its code is lives with the components, in src/components/island-loaders.ts: a loader
 * here would make this module import the components that import it (an import cycle, and an
 * import up the layers: docs/architecture.md). The compiler holds the two in step: that table
 * must name a loader for every record here and for nothing else.
 *
 * This module imports no component and no framework code: components, the page route and the
 * browser's runtime all read it.
 */
import type { SectionType } from '~/content/schemas/sections';
import type { Wake } from './attributes';

type IslandRecord = {
  /**
   * When it is hydrated (src/islands/attributes.ts, WAKE_ATTRIBUTE). Default: as it comes into
   * sight or the visitor reaches into it.
   */
  wake?: Wake;
  /** The section kinds whose component renders it (as a root of its own, not inside another island). */
  kinds: readonly SectionType[];
  /** Whether it is each of `kinds` as a whole: the kind's component, hydrated with the section as its props. */
  whole?: true;
};

export const islands = {
  'hero-carousel': { kinds: ['hero-carousel'] },
  'card-carousel': { kinds: ['card-carousel'], whole: true },
  gallery: { kinds: ['gallery'], whole: true },
  // It plays as the page opens.
  celebration: { kinds: ['celebration'], whole: true, wake: 'load' },
  newsletter: { kinds: ['newsletter'], whole: true },
  // The lists read their filter from the address, and one asked for in the address is applied at once.
  'news-list': { kinds: ['news-list'], whole: true, wake: 'address' },
  'open-positions': { kinds: ['open-positions'], whole: true, wake: 'address' },
  'spec-list': { kinds: ['spec-list'], whole: true },
  'media-hero': { kinds: ['media-hero'], whole: true },
  'message-form': { kinds: ['contact-form'] },
  // The toasts listen for the forms' messages wherever they are on the page.
  toaster: { kinds: ['contact-form'], wake: 'load' },
  'embed-facade': { kinds: ['scene', 'videos', 'contact-form'] },
} as const satisfies Record<string, IslandRecord>;

export type IslandName = keyof typeof islands;

/** The records as a list, each read as the record type (its optional fields present or not). */
const records = () => (Object.keys(islands) as IslandName[]).map((name): [IslandName, IslandRecord] => [name, islands[name]]);

/** The wake rule an island's element carries, if it is not the default. */
export function wakeOf(name: IslandName): Wake | undefined {
  const record: IslandRecord = islands[name];
  return record.wake;
}

/** For a kind that is an island as a whole, that island. */
export function wholeIslandOf(kind: SectionType): IslandName | undefined {
  return records().find(([, record]) => record.whole && record.kinds.includes(kind))?.[0];
}

/**
 * Whether a kind's component may render an island, whole or in part: a page with one is rendered
 * expecting islands. Whether it carries island data is decided by the islands it actually renders
 * (src/entry.server.tsx).
 */
export function mayRenderIsland(kind: SectionType): boolean {
  return records().some(([, record]) => record.kinds.includes(kind));
}
