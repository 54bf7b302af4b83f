import type { IslandRecord } from '~/islands/attributes';

/** The table is an island as a whole (its highlight can move row by row): its view hydrates with the section as its props. */
export const island = {} as const satisfies IslandRecord;
