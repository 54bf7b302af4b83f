/** `card-carousel`: cards in a grid on wide screens, a swipeable strip that advances by itself on phones. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { glyphCard } from '../card-grid/schema';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('card-carousel', 'Cards in a grid on wide screens; on phones a strip that advances every 5 s, with dots and a pause button', {
  ...intro,
  tone: tone('white'),
  items: z.array(glyphCard(), { error: 'expected a list of cards' }).min(2, { error: 'expected at least two cards' }).describe('The cards, in order'),
  labels: z
    .strictObject({
      label: text('a label like "Our purpose"').describe('Accessible name of the carousel on small screens'),
      pause: text('a label like "Pause automatic scrolling"').describe('Label of the pause button'),
      play: text('a label like "Resume automatic scrolling"').describe('Label of the play button'),
      goTo: text('a label like "Show card"').describe('Start of each dot’s label; the card title follows'),
    })
    .describe('Labels of the small-screen carousel'),
});
