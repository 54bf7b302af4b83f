/** `organisations`: a grid of clients or partners (DECISIONS.md #16: no invented names). */
import { z } from 'zod';
import { image, text } from '../fields';
import { intro, kind } from './shared';

/** DECISIONS.md #16: kind and place always; name and logo once the organisation agrees. */
const organisation = z.strictObject({
  kind: text('the kind of organisation, like "Engineering college"').describe('Kind of organisation, e.g. "Engineering college"'),
  place: text('a place, like "Kochi"').describe('Where it is, e.g. "Kochi" or "UAE"'),
  name: z.string().optional().describe('Its name, once it has agreed to be listed'),
  logo: image().optional().describe('Its logo (replaces the generated tile); alt text is its name'),
});

export const organisationLayouts = ['wide', 'compact'] as const;

export const schema = kind('organisations', 'A grid of organisations (clients, partners): a logo, or a monogram tile with the kind of organisation and its place', {
  ...intro,
  layout: z
    .enum(organisationLayouts, { error: `expected a layout: ${organisationLayouts.join(', ')}` })
    .default('wide')
    .describe('"wide" (default): 2 columns, 4 from medium screens; "compact": smaller tiles, 2 to 5 columns'),
  tone: z.enum(['white', 'tint'], { error: 'expected "white" or "tint"' }).default('white').describe('Background: "white" (default) or "tint"'),
  note: z.string().optional().describe('Short line under the grid, e.g. why some entries carry no name'),
  entries: z.array(organisation, { error: 'expected a list of organisations' }).min(1, { error: 'expected at least one organisation' }).describe('The organisations, in order'),
});

export type Organisation = z.output<typeof organisation>;
