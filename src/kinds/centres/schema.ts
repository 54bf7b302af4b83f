/** `centres`: numbered offices and R&D centres, with the headquarters (address from content/site.yaml) and business hours. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

/** An office or R&D centre: its place and what it is. */
export const centre = () =>
  z.strictObject({
    name: text('a place like "Kochi"').describe('Where the centre is (h3)'),
    title: text('what the centre is, like "R&D centre"').describe('What the centre is'),
  });

/** One line of opening hours. */
export const hoursRow = () =>
  z.strictObject({
    days: text('days like "Monday to Friday"').describe('The days this line covers'),
    hours: text('hours like "9:00 AM – 6:00 PM IST" or "Closed"').describe('Opening hours on those days'),
  });

export const schema = kind('centres', 'Offices and R&D centres as numbered cards, then the headquarters card and the business hours', {
  ...intro,
  tone: tone('tint'),
  items: z.array(centre(), { error: 'expected a list of centres' }).min(1, { error: 'expected at least one centre' }).describe('The centres, in order'),
  headquarters: z
    .strictObject({
      heading: text('a heading').describe('Heading of the headquarters card (h2)'),
      text: text('a sentence').describe('One line about the headquarters'),
    })
    .optional()
    .describe('Headquarters card; the address comes from content/site.yaml'),
  hours: z
    .strictObject({
      heading: text('a heading').describe('Heading of the hours card (h2)'),
      rows: z.array(hoursRow(), { error: 'expected a list of opening hours' }).min(1).describe('One row per group of days'),
    })
    .optional()
    .describe('Business hours card'),
});
