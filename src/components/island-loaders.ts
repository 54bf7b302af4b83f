/**
 * Where each island's code is: one loader per record of src/islands/islands.ts (the compiler
 * rejects a missing or an extra one), each loading its component as a chunk of its own. A kind
 * that is an island as a whole is loaded by its view, from the generated index
 * (src/kinds/generated/island-views.ts); the islands that are parts are listed here.
 *
 * The table names components, so it lives with them, not in src/islands/: the island runtime sits
 * a layer below the components that use it (docs/architecture.md, "Layers"). The browser's entry
 * (src/entry.client.tsx) hands this module to the runtime as a loader, once the first island of
 * the page wakes: React, the runtime and this table travel as one chunk, and no component imports
 * the components it loads.
 */
import { hydrateIsland as hydrateWith, type IslandLoaders } from '~/islands/hydrate';
import type { IslandRuntime } from '~/islands/start';
import { kindIslandViews } from '~/kinds/generated/island-views';

export const islandLoaders = {
  ...kindIslandViews,
  'hero-carousel': () => import('~/components/sections/parts/SlideShow').then((m) => m.SlideShow),
  'message-form': () => import('~/components/sections/parts/MessageForm').then((m) => m.MessageFormView),
  toaster: () => import('~/components/ui/Toaster').then((m) => m.ToasterView),
  'embed-facade': () => import('~/components/ui/EmbedFacade').then((m) => m.EmbedFacadeView),
} as const satisfies IslandLoaders;

/** Hydrates an island of the page with this build's islands (src/islands/hydrate.tsx). */
export const hydrateIsland: IslandRuntime['hydrateIsland'] = (doc, island, onHydrated, onFailure) =>
  hydrateWith(doc, island, islandLoaders, onHydrated, onFailure);
