/** `partners`: partner organisations, each labelled Academic, Research or Industry. */
import { z } from 'zod';
import { text } from '../fields';
import { intro, kind, tone } from './shared';

export const partnerKinds = ['Academic', 'Research', 'Industry'] as const;

/** A partner entry: its kind and place; the name only once the company supplies it (DECISIONS.md #16). */
export const partner = () =>
  z.strictObject({
    kind: z.enum(partnerKinds, { error: 'expected one of Academic, Research, Industry' }).describe('Label shown on the card'),
    description: text('the kind of organisation, like "Engineering college"').describe('What kind of organisation the partner is'),
    place: text('a city').describe('Where the partner is'),
    name: z.string().trim().min(1, { error: 'expected a name, or remove the field' }).optional().describe('Partner’s name; leave out until the company supplies it'),
  });

export type Partner = z.output<ReturnType<typeof partner>>;

export const schema = kind('partners', 'Partner cards: kind label, name (or the kind of organisation) and place', {
  ...intro,
  tone: tone('white'),
  items: z.array(partner(), { error: 'expected a list of partners' }).min(1, { error: 'expected at least one partner' }).describe('The partners, in order'),
});
