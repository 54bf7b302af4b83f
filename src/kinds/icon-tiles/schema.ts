/** `icon-tiles`: a dark panel with a heading and a grid of icon tiles, one highlighted in the centre. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { glyph } from '../../content/schemas/glyphs';
import { anchor, kind } from '../../content/schemas/sections/shared';

const tile = z.strictObject({
  icon: glyph().describe('Icon of the tile'),
  label: text('a tile label').describe('Tile label'),
  centre: z.boolean().optional().describe('The one tile drawn highlighted (place it in the middle of the list)'),
});

export const schema = kind('icon-tiles', 'A dark panel: a spaced-out heading, a sentence and tiles of three per row, one of them highlighted', {
  id: anchor().optional(),
  heading: text('a heading').describe('Panel heading (h2), e.g. "WE ARE BUILDING PHYSICAL AI"'),
  text: z.string().optional().describe('One or two sentences under the heading'),
  tiles: z
    .array(tile, { error: 'expected a list of tiles' })
    .min(1, { error: 'expected at least one tile' })
    .refine((tiles) => tiles.filter((t) => t.centre).length === 1, { error: 'expected exactly one tile with "centre: true"' })
    .describe('The tiles, three per row; the one marked centre is highlighted'),
});
