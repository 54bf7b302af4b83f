import type { IslandRecord } from '~/islands/attributes';

/** An island as a whole that plays as the page opens. */
export const island = { wake: 'load' } as const satisfies IslandRecord;
