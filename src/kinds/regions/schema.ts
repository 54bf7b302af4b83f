/** `regions`: regions of the world, each with what the company does there and the countries it covers. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

/** A region of the world with the countries it covers. */
export const region = () =>
  z.strictObject({
    name: text('a region name').describe('Region name (h3)'),
    countries: z.array(text('a country'), { error: 'expected a list of countries' }).describe('Countries of the region; may be empty while the list is confirmed'),
    description: text('a sentence or two').describe('What the company does in the region'),
  });

export const schema = kind('regions', 'Regions of the world in two columns: name, a sentence and the countries as tags', {
  ...intro,
  tone: tone('white'),
  items: z.array(region(), { error: 'expected a list of regions' }).min(1, { error: 'expected at least one region' }).describe('The regions, in order'),
});
