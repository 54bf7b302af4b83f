/** `industry-cards`: picture cards with two tags each, fading in one by one as they scroll into view. */
import { z } from 'zod';
import { image, text, tooLong } from '../../content/schemas/fields';
import { intro, kind } from '../../content/schemas/sections/shared';

const card = z.strictObject({
  title: text('a card title').describe('Card heading (h3)'),
  description: text('a description').max(260, tooLong('description', 'a description', 260, 'fit on a card')).describe('One or two sentences'),
  image: image().describe('Card picture (16:10 works best)'),
  tags: z
    .tuple([text('a tag'), text('a tag')], { error: 'expected exactly two tags, like [Tara Care, Hospitals]' })
    .describe('Exactly two short tags'),
});

export const schema = kind('industry-cards', 'Picture cards, each with a title, two tags and a description, revealed one by one on a tinted band', {
  ...intro,
  cards: z.array(card, { error: 'expected a list of cards' }).min(1, { error: 'expected at least one card' }).describe('The cards, in order'),
});

export type IndustryCard = z.output<typeof card>;
