/** `spec-list`: a product's specifications from its product file; optionally a highlight moves row by row. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { productRef } from '../../content/schemas/products';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('spec-list', 'The specifications table of a product (rows from content/products/<product>.yaml); optionally a moving highlight', {
  ...intro,
  tone: tone('white'),
  product: productRef().describe('Whose specifications: a file name under content/products/, e.g. "tara-greet"'),
  rotate: z
    .strictObject({
      everySeconds: z.number({ error: 'expected a number of seconds' }).positive().default(5).describe('Seconds between highlight moves (default 5)'),
      pauseLabel: text('a button label').describe('Button that stops the moving highlight'),
      playLabel: text('a button label').describe('Button that starts it again'),
    })
    .optional()
    .describe('Move the highlight from row to row; it pauses on hover and focus and never moves under reduced motion'),
  note: z.string().optional().describe('Small print under the table'),
});
