/** `comparison`: a table comparing products, drawn from their product files. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { productRef } from '../../content/schemas/products';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('comparison', 'A table comparing products row by row; every cell comes from content/products/, and every compared product has every row (a figure only one product publishes belongs on its own page)', {
  ...intro,
  tone: tone('white'),
  products: z
    .array(productRef().describe('A file name under content/products/'))
    .min(2, { error: 'expected at least two products to compare' })
    .describe('The products compared, one column each, in order'),
  rows: z
    .array(
      z.strictObject({
        spec: text('a specification key like "languages"')
          .meta({ refersTo: 'products.specs' })
          .describe('Key of a spec every compared product file has, e.g. "languages" (one with `table: false` is compared without joining the specifications table)'),
        label: text('a row label').describe('Row heading, e.g. "Languages"'),
      }),
    )
    .min(1, { error: 'expected at least one row' })
    .describe('The rows, in order'),
  caption: text('a caption').describe('Table caption, read by screen readers'),
  note: z.string().optional().describe('Small print under the table'),
});
