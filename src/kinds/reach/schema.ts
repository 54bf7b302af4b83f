/** `reach`: ways to reach the company — mail drafts (showing the address) and links, as large targets. */
import { z } from 'zod';
import { action } from '../../content/schemas/fields';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('reach', 'Ways to reach the company: large tiles that open a mail draft (showing the address) or a link', {
  ...intro,
  tone: tone('tint'),
  actions: z.array(action(), { error: 'expected a list of buttons' }).min(1, { error: 'expected at least one button' }).describe('Mail drafts and links, two per row'),
});
