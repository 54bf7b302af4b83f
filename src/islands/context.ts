import { createContext } from 'react';

/**
 * Whether the page being rendered expects islands (one of its sections is of a kind an island's
 * record in src/islands/islands.ts names). An island on a page that does not is a build error,
 * naming the record to fix, not a section that silently never works.
 */
export const IslandsContext = createContext<{ declared: boolean; page: string } | null>(null);

/**
 * One server render of a page (src/entry.server.tsx), as it goes: the islands it has emitted, and
 * whether the root layout wrote the site settings islands read. A page whose render emits no
 * island is rendered again with `omitData`, so it carries no island data. Absent in the browser.
 */
export type IslandRender = { emitted: Set<string>; dataWritten: boolean; omitData: boolean };
export const IslandRenderContext = createContext<IslandRender | null>(null);

/** True within an island (while prerendered and once hydrated). */
export const InsideIsland = createContext(false);
