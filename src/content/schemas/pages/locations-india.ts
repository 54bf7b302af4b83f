/** /locations/india: headquarters, R&D centres and partners in India. */
import { z } from 'zod';
import { hero } from '../blocks';
import { centre, cta, hoursRow, partner, sectionIntro, video } from '../company';
import { image, seo, text } from '../fields';

export const schema = z.strictObject({
  ...seo,
  hero: hero(),
  video: video(),
  roots: z
    .strictObject({ intro: sectionIntro(), image: image().describe('The lab illustration beside the story') })
    .describe('Our roots: heading here, story in the MDX body'),
  headquarters: z
    .strictObject({
      heading: text('a heading').describe('Heading of the headquarters card (h2)'),
      text: text('a sentence').describe('One line about the headquarters'),
    })
    .describe('Headquarters; the address comes from content/site.yaml'),
  centres: z
    .strictObject({
      intro: sectionIntro(),
      items: z.array(centre(), { error: 'expected a list of centres' }).min(1).describe('R&D centres'),
    })
    .describe('R&D centres'),
  hours: z
    .strictObject({
      heading: text('a heading').describe('Heading of the hours card (h2)'),
      rows: z.array(hoursRow(), { error: 'expected a list of opening hours' }).min(1).describe('One row per group of days'),
    })
    .describe('Business hours'),
  partners: z
    .strictObject({
      intro: sectionIntro(),
      items: z.array(partner(), { error: 'expected a list of partners' }).length(6, { error: 'expected exactly six partners' }).describe('Partners in India'),
    })
    .describe('Partners in India'),
  cta: cta(),
});
