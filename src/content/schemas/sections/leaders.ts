/** `leaders`: the people who run the company, as cards with a portrait or an avatar. */
import { z } from 'zod';
import { image, text, tooLong } from '../fields';
import { intro, kind, tone } from './shared';

/**
 * A leader card. DECISIONS.md #16: until the company supplies names, a card shows the role and a
 * role avatar; name and portrait are optional so a copywriter adds them later.
 */
export const leader = () =>
  z.strictObject({
    role: text('a role like "Chief Technology Officer"').describe('The leader’s role, always shown'),
    short: z
      .string({ error: 'expected a short role like "CTO"' })
      .trim()
      .min(1, { error: 'expected a short role like "CTO"' })
      .max(4, tooLong('short', 'a short role', 4, 'fit in the avatar, like "CTO"'))
      .describe('Up to 4 letters shown in the avatar while there is no name or portrait, e.g. "CTO"'),
    name: z.string().trim().min(1, { error: 'expected a name, or remove the field' }).optional().describe('Full name; leave out until the company supplies it'),
    portrait: image().optional().describe('Portrait photo; without it the card shows initials (or the short role)'),
    focus: text('a sentence').describe('What the leader is responsible for'),
  });

export type Leader = z.output<ReturnType<typeof leader>>;

export const schema = kind('leaders', 'Leadership: a card per leader with portrait (or initials), name, role and focus', {
  ...intro,
  tone: tone('white'),
  items: z.array(leader(), { error: 'expected a list of leaders' }).min(1, { error: 'expected at least one leader' }).describe('The leaders, in order'),
});
