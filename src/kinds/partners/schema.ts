/** `partners`: partner organisations, each labelled Academic, Research or Industry — how many, and those the company has named. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { atMostTotal, roster } from '../../content/schemas/sections/roster';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const partnerKinds = ['Academic', 'Research', 'Industry'] as const;

/** A partner the company has named (docs/decisions/2710): its name and its label (a presence card of a partner: name and category). */
export const partner = () =>
  z.strictObject({
    name: text('the partner’s name').describe('The partner’s name, as the company supplies it'),
    kind: z.enum(partnerKinds, { error: 'expected one of Academic, Research, Industry' }).describe('Label shown on the card'),
  });


export const schema = kind('partners', 'Partners: how many, as a figure, and a card per partner the company has named (label and name)', {
  ...intro,
  tone: tone('white'),
  ...roster,
  items: z
    .array(partner(), { error: 'expected a list of partners' })
    .default([])
    .describe('The partners the company has named, in order (none until it supplies them; the content check lists each one missing)'),
}).superRefine(atMostTotal('items'));
