import type { IslandRecord } from '~/islands/attributes';

/** The gallery is an island as a whole: its view hydrates with the section as its props. */
export const island = {} as const satisfies IslandRecord;
