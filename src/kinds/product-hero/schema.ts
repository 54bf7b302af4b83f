/** `product-hero`: the top of a product page. Name, status, key facts and portrait come from the product file. */
import { z } from 'zod';
import { action, text } from '../../content/schemas/fields';
import { productRef } from '../../content/schemas/products';
import { kind } from '../../content/schemas/sections/shared';

export const schema = kind('product-hero', 'Top of a product page: the product’s name, status, key facts and portrait (from content/products/), with eyebrow, lead and buttons', {
  product: productRef().describe('The product shown: a file name under content/products/, e.g. "tara-greet"'),
  eyebrow: z.string().optional().describe('Small label above the name, e.g. "Tara Series"'),
  lead: text('one or two sentences').describe('What the product is, in one or two sentences'),
  statements: z
    .array(
      z.strictObject({
        label: text('a label like "Vision"').describe('Short label, e.g. "Vision"'),
        text: text('a sentence').describe('The statement itself'),
      }),
    )
    .optional()
    .describe('Short labelled statements under the lead, e.g. vision, mission, positioning'),
  actions: z.array(action()).optional().describe('Buttons under the lead'),
});
