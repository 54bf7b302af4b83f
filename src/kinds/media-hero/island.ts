import type { IslandRecord } from '~/islands/attributes';

/** The hero is an island as a whole (its particles and its video): its view hydrates with the section as its props. */
export const island = {} as const satisfies IslandRecord;
