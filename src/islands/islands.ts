/**
 * Every island of the site: the parts of pages that need the browser. Everything else on a page
 * is HTML and CSS only. An island's record says when it wakes (src/islands/attributes.ts).
 *
 * Two sorts, one table:
 * - A kind that is an island as a whole (a carousel, a filtered list, a form) declares it in its
 *   own folder, src/kinds/<kind>/island.ts: the kind's view is the island and the section is its
 *   props. The generated index gathers them (src/kinds/generated/islands.ts); the island has the
 *   kind's name.
 * - A part that is an island inside a mostly static kind (the slides of a hero carousel, the
 *   message form, a click-to-load embed, the toasts) is a record here: a view renders it with
 *   `<Island>`, whatever its kind.
 *
 * Whether a page carries island data follows what its render emitted (src/entry.server.tsx), so
 * no record says which kinds render an island. Where each island's code is lives with the
 * components, in src/components/island-loaders.ts (the compiler holds that table to this one).
 *
 * This module imports no component and no framework code: components, the page route and the
 * browser's runtime all read it.
 */
import { kindIslands } from '~/kinds/generated/islands';
import type { SectionType } from '~/content/schemas/sections';
import type { IslandRecord } from './attributes';

/** The islands that are parts of a kind's view, not a kind as a whole. */
export const partIslands = {
  'hero-carousel': {},
  'message-form': {},
  // The toasts listen for the forms' messages wherever they are on the page.
  toaster: { wake: 'load' },
  'embed-facade': {},
} as const satisfies Record<string, IslandRecord>;

export const islands = { ...kindIslands, ...partIslands } as const satisfies Record<string, IslandRecord>;

export type IslandName = keyof typeof islands;
export type KindIsland = keyof typeof kindIslands;

/** The wake rule an island's element carries, if it is not the default. */
export function wakeOf(name: IslandName): IslandRecord['wake'] {
  const record: IslandRecord = islands[name];
  return record.wake;
}

/** For a kind that is an island as a whole, that island (it has the kind's name). */
export function wholeIslandOf(kind: SectionType): KindIsland | undefined {
  return Object.hasOwn(kindIslands, kind) ? (kind as KindIsland) : undefined;
}
