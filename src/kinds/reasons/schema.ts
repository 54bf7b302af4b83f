/** `reasons`: a heading over cards with a small drawing, a title and a sentence or two each (reasons to join). */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { anchor, kind } from '../../content/schemas/sections/shared';

export const reasonIcons = ['field', 'stack', 'regions'] as const;

export const schema = kind('reasons', 'Reasons (to join, to choose us): a heading over cards, each with a small drawing, a title and a sentence or two', {
  id: anchor().optional(),
  heading: text('a heading').describe('Heading of the reasons (h2)'),
  items: z
    .array(
      z.strictObject({
        icon: z.enum(reasonIcons, { error: `expected one of the icons: ${reasonIcons.join(', ')}` }).describe(`Drawing beside the reason: ${reasonIcons.join(', ')}`),
        title: text('a short title').describe('The reason in a few words'),
        text: text('a sentence or two').describe('Why it matters'),
      }),
      { error: 'expected a list of reasons' },
    )
    .length(3, { error: 'expected exactly three reasons' })
    .describe('Three reasons, side by side on wide screens'),
});
