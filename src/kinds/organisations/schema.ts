/** `organisations`: clients or partners the company has counted, and those it may name (docs/decisions/2710). */
import { z } from 'zod';
import { image, text } from '../../content/schemas/fields';
import { atMostTotal, roster } from '../../content/schemas/sections/roster';
import { intro, kind } from '../../content/schemas/sections/shared';

/** An organisation that has agreed to be listed: its name, and its logo when the company has one. */
const organisation = z.strictObject({
  name: text('the organisation’s name').describe('Its name, once it has agreed to be listed'),
  logo: image().optional().describe('Its logo (alt text: its name); without one the tile shows the name'),
});

export const organisationLayouts = ['wide', 'compact'] as const;

export const schema = kind(
  'organisations',
  'Clients or partners: how many there are, as a figure, and the organisations the company has named (a logo, or the name) — no descriptor is ever invented',
  {
    ...intro,
    layout: z
      .enum(organisationLayouts, { error: `expected a layout: ${organisationLayouts.join(', ')}` })
      .default('wide')
      .describe('"wide" (default): 2 columns, 4 from medium screens; "compact": smaller tiles, 2 to 5 columns'),
    tone: z.enum(['white', 'tint'], { error: 'expected "white" or "tint"' }).default('white').describe('Background: "white" (default) or "tint"'),
    ...roster,
    entries: z
      .array(organisation, { error: 'expected a list of organisations' })
      .default([])
      .describe('The organisations the company has named, in order (none until it supplies them; the content check lists each one missing)'),
  },
).superRefine(atMostTotal('entries'));

export type Organisation = z.output<typeof organisation>;
