/** `tiles`: a section heading beside the page's prose, over picture tiles that reveal a description on hover, focus or tap. */
import { z } from 'zod';
import { href, image, slug, text, tooLong } from '../../content/schemas/fields';
import { anchor, kind } from '../../content/schemas/sections/shared';

export const tileTones = ['teal', 'ink', 'deep', 'amber'] as const;

const tile = z.strictObject({
  id: slug().describe('Stable id of the tile (its anchor), e.g. "industrial-manufacturing"').meta({ title: 'ID' }),
  title: text('a tile title').describe('Always visible on the tile'),
  description: text('a description').max(220, tooLong('description', 'a description', 220, 'fit in a tile')).describe('Revealed on hover, focus and tap'),
  image: image().describe('Tile picture (shown 4:3, cropped at the sides)'),
  tone: z.enum(tileTones, { error: `expected one of the tones: ${tileTones.join(', ')}` }).describe(`Colour of the panel the description appears on: ${tileTones.join(', ')}`),
  link: z
    .strictObject({ label: text('a link label').describe('Visible text of the link'), href: href().describe('Where it leads') })
    .optional()
    .describe('A link shown under the description, e.g. to the solution page for this industry'),
});

export const schema = kind('tiles', 'A section heading with the page’s prose beside it, over a row of picture tiles whose description appears on hover, focus or tap', {
  id: anchor().optional(),
  eyebrow: z.string().optional().describe('Small label above the heading'),
  heading: text('a section heading').describe('Section heading (h2)'),
  lead: z.string().optional().describe('One or two sentences under the heading'),
  prose: z.literal(true, { error: 'expected true: the page’s prose stands beside the heading' }).optional().describe('true: the page’s prose (MDX body) stands beside the heading'),
  tiles: z.array(tile, { error: 'expected a list of tiles' }).min(1, { error: 'expected at least one tile' }).describe('The picture tiles, left to right'),
});

export type Tile = z.output<typeof tile>;
export type TileTone = (typeof tileTones)[number];
