import { createContext } from 'react';

/**
 * Whether the page being rendered declared islands (its sections include a kind listed in
 * src/islands/registry.ts). The root layout writes the site settings and asks for the islands'
 * code only then, so an island on a page that did not declare it is a build error, not a
 * section that silently never works.
 */
export const IslandsContext = createContext<{ declared: boolean; page: string } | null>(null);

/** True within an island (while prerendered and once hydrated). */
export const InsideIsland = createContext(false);
