/** `product-families`: every robot family side by side, each card drawn from its product file. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { productRef } from '../../content/schemas/products';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

const family = z.strictObject({
  product: productRef().describe('The family’s main product, e.g. "tara": its card shows the portrait, name, status, summary and key facts'),
  more: z
    .strictObject({
      label: text('a label like "Versions"').describe('What the other products are to this one, e.g. "Versions" or "Also in defense"'),
      products: z.array(productRef()).min(1, { error: 'expected at least one product' }).describe('Products listed under the card by name and status, each a link to its page'),
    })
    .optional()
    .describe('Related products listed on the card: a family’s versions or its next robot'),
});

export const schema = kind('product-families', 'The robot families side by side: one card per family with portrait, name, status label, summary and key facts from content/products/, and its versions', {
  ...intro,
  tone: tone('white'),
  families: z.array(family).min(1, { error: 'expected at least one family' }).max(6, { error: 'expected at most 6 families' }).describe('One card each, in order'),
  linkLabel: text('a link label')
    .refine((value) => value.includes('{name}'), { error: 'expected a label containing {name}, like "See {name}"' })
    .describe('Each card’s link; {name} is the product’s name, e.g. "See {name}"'),
});

