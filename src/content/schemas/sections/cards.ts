/** The card every card section draws: title, text, optional icon, picture, points, figure and link. */
import { z } from 'zod';
import { href, image, text } from '../fields';
import { productIcon } from '../icons';

/** A short fact shown large: "25kg" over "Max payload". */
export const keyFact = () =>
  z.strictObject({
    value: text('a value like "25kg"').describe('The figure, shown large, e.g. "25kg"'),
    label: text('a label like "Max payload"').describe('What the figure measures'),
  });

export const card = () =>
  z.strictObject({
    title: text('a card title').describe('Card heading (h3)'),
    description: text('a sentence or two').describe('Card text'),
    icon: productIcon().optional(),
    image: image().optional().describe('Picture at the top of the card'),
    points: z.array(text('a short point')).optional().describe('Short bullet points under the text'),
    stat: keyFact().optional().describe('A headline figure on the card, e.g. 97% fewer discrepancies'),
    link: z
      .strictObject({ label: text('a link label'), href: href().describe('Where the card leads') })
      .optional()
      .describe('Makes the whole card a link'),
  });

export type CardItem = z.output<ReturnType<typeof card>>;
