/** `highlights`: three or so figures with a title and a sentence, overlapping the bottom of the hero above. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { glyph } from '../../content/schemas/glyphs';
import { kind } from '../../content/schemas/sections/shared';

const highlight = z.strictObject({
  icon: glyph().describe('Icon drawn beside the figure'),
  value: text('a figure like "100+"').describe('The figure, written as shown'),
  title: text('a title like "Proven success"').describe('Highlight title (h3)'),
  text: text('a sentence').describe('What the figure means'),
});

export const schema = kind('highlights', 'Figures with an icon, a title and a sentence, on white cards overlapping the bottom of the hero above', {
  items: z.array(highlight, { error: 'expected a list of highlights' }).min(1, { error: 'expected at least one highlight' }).describe('The highlights, in order'),
});
