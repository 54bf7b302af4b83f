import type { IslandRecord } from '~/islands/attributes';

/** An island as a whole: the list reads its filter from the address, and one asked for in the address is applied at once. */
export const island = { wake: 'address' } as const satisfies IslandRecord;
