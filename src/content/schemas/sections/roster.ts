/**
 * A group the company has counted but not yet named (docs/decisions/2710): it gives 16 clients,
 * 10 partners, six partners in India and three leaders, and no names. A section of such a group
 * states its number (`total`, with `totalLabel`) and lists only the entries the company has
 * supplied; the content check lists what is still missing as "waiting for the company" warnings.
 */
import { z } from 'zod';
import { text } from '../fields';

/** The fields every counted group adds to its section. */
export const roster = {
  total: z
    .int({ error: 'expected a whole number, like 16' })
    .positive({ error: 'expected a whole number above 0, like 16' })
    .describe('How many there are, as the company states it: shown as a figure until every one is listed under the entries'),
  totalLabel: text('what the figure counts, like "trusted clients"').describe('Words shown with the figure, e.g. "trusted clients"'),
};

/** A section lists at most `total` entries (under `key`): the figure and the list must agree. */
export const atMostTotal =
  <K extends string>(key: K) =>
  (section: { total: number } & { [P in K]: readonly unknown[] }, ctx: z.core.$RefinementCtx) => {
    const count = section[key].length;
    if (count > section.total) {
      ctx.addIssue({ code: 'custom', path: [key], message: `expected at most ${section.total} (the total), or a total raised to ${count}` });
    }
  };
