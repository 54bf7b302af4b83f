/** `leaders`: the people who run the company — how many, and those the company has named (docs/decisions/2710). */
import { z } from 'zod';
import { image, text } from '../../content/schemas/fields';
import { atMostTotal, roster } from '../../content/schemas/sections/roster';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

/**
 * A leader the company has named: name and role always (leaders are shown "with role"),
 * portrait and responsibilities when it supplies them. Nothing here is ever guessed.
 */
export const leader = () =>
  z.strictObject({
    name: text('the leader’s full name').describe('Full name, as the company supplies it'),
    role: text('a role like "Chief Technology Officer"').describe('The leader’s role, as the company supplies it'),
    portrait: image().optional().describe('Portrait photo (alt text: the name); without it the card shows the name and role only'),
    focus: z.string().trim().min(1, { error: 'expected a sentence, or remove the field' }).optional().describe('What the leader is responsible for, in the company’s words'),
  });


export const schema = kind('leaders', 'Leadership: how many leaders, as a figure, and a card per leader the company has named (name, role, portrait)', {
  ...intro,
  tone: tone('white'),
  ...roster,
  items: z
    .array(leader(), { error: 'expected a list of leaders' })
    .default([])
    .describe('The leaders the company has named, in order (none until it supplies them; the content check lists each one missing)'),
}).superRefine(atMostTotal('items'));
