import { createContext } from 'react';

/**
 * One server render of a page (src/entry.server.tsx), as it goes: its address (for the build's
 * messages), the islands it has emitted and the site settings islands read (the root layout notes
 * them). Once the render is done the page carries the settings if it emitted an island, and not
 * otherwise (src/islands/site-data.server.ts, docs/decisions/3100). Absent in the browser.
 */
export type IslandRender = { page: string; emitted: Set<string>; site?: unknown };
export const IslandRenderContext = createContext<IslandRender | null>(null);

/** True within an island (while prerendered and once hydrated). */
export const InsideIsland = createContext(false);
