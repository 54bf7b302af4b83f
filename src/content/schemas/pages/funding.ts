/** /funding: the pre-seed funding announcement. */
import { z } from 'zod';
import { cta, glyph, link } from '../company';
import { image, seo, text } from '../fields';

const tile = z.strictObject({
  icon: glyph().describe('Icon of the tile'),
  label: text('a tile label').describe('Tile label'),
  centre: z.boolean().optional().describe('The one tile drawn in the centre, highlighted'),
});

export const schema = z.strictObject({
  ...seo,
  hero: z
    .strictObject({
      eyebrow: z.string().optional().describe('Small label above the heading'),
      heading: text('a heading').describe('The page’s main heading (h1), "Funding Announcement"'),
      amount: text('an amount like "$0.5 Million"').describe('The amount raised'),
      round: text('a round like "Pre-Seed Funding"').describe('The funding round'),
      source: text('a sentence').describe('Where the funding comes from'),
      flag: image().describe('Local flag of the investors’ country (no flag service)'),
      lead: z.string().optional().describe('One or two sentences under the amount'),
    })
    .describe('The announcement'),
  toast: z
    .strictObject({
      title: text('a toast title like "Funding Secured!"').describe('Toast title, shown for 5 s on arrival'),
      description: text('a sentence').describe('Toast text'),
    })
    .describe('The toast shown on arrival'),
  physicalAi: z
    .strictObject({
      heading: text('a heading').describe('Card heading, "WE ARE BUILDING PHYSICAL AI"'),
      text: z.string().optional().describe('One or two sentences under the heading'),
      tiles: z
        .array(tile, { error: 'expected a list of tiles' })
        .length(6, { error: 'expected exactly six tiles' })
        .refine((tiles) => tiles.filter((t) => t.centre).length === 1, { error: 'expected exactly one tile with "centre: true"' })
        .describe('Six tiles; the one marked centre is drawn in the middle'),
    })
    .describe('The physical AI card'),
  news: z
    .strictObject({
      eyebrow: text('a short label').describe('Small label above the headline'),
      title: text('a headline').describe('The news item’s headline'),
      text: text('a sentence').describe('One line about the item'),
      link: link().describe('Link to the news item'),
    })
    .describe('The news item about the round'),
  cta: cta(),
});
