/** /robotics (and /about): who the company is. */
import { z } from 'zod';
import { hero } from '../blocks';
import { card, cta, glyph, leader, sectionIntro } from '../company';
import { image, seo, text } from '../fields';

const highlight = z.strictObject({
  icon: glyph().describe('Icon drawn beside the figure'),
  value: text('a figure like "100+"').describe('The figure, written as shown'),
  title: text('a title like "Proven success"').describe('Highlight title (h3)'),
  text: text('a sentence').describe('What the figure means'),
});

export const schema = z.strictObject({
  ...seo,
  hero: hero(),
  fleet: image().describe('The robot fleet illustration shown in the hero'),
  highlights: z
    .array(highlight, { error: 'expected a list of highlights' })
    .length(3, { error: 'expected exactly three highlights (global presence, expert team, proven success)' })
    .describe('Three highlights under the hero'),
  story: sectionIntro().describe('Heading above the MDX body (who we are)'),
  purpose: z
    .strictObject({
      intro: sectionIntro(),
      cards: z.array(card(), { error: 'expected a list of cards' }).min(2, { error: 'expected at least two purpose cards' }).describe('Purpose cards'),
      carousel: z
        .strictObject({
          label: text('a label like "Our purpose"').describe('Accessible name of the carousel on small screens'),
          pause: text('a label like "Pause automatic scrolling"').describe('Label of the pause button'),
          play: text('a label like "Resume automatic scrolling"').describe('Label of the play button'),
          goTo: text('a label like "Show card"').describe('Start of each dot’s label; the card title follows'),
        })
        .describe('Labels of the small-screen carousel (auto-scrolls every 5 s)'),
    })
    .describe('Purpose cards: a grid, or a carousel on small screens'),
  leaders: z
    .strictObject({
      intro: sectionIntro(),
      people: z.array(leader(), { error: 'expected a list of leaders' }).length(3, { error: 'expected exactly three leaders' }).describe('The three leaders'),
    })
    .describe('Leadership'),
  cta: cta(),
});
