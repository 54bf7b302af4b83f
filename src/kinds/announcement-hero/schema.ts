/** `announcement-hero`: the centred top of an announcement — heading, a large amount, the round and its source with a flag. */
import { z } from 'zod';
import { image, text } from '../../content/schemas/fields';
import { kind } from '../../content/schemas/sections/shared';

export const schema = kind('announcement-hero', 'The centred dark top of an announcement: heading, a large figure, a label, a source with a flag and a lead; fades in after 300 ms', {
  eyebrow: z.string().optional().describe('Small label above the heading'),
  heading: text('a heading').describe('The page’s main heading (h1), e.g. "Funding Announcement"'),
  amount: text('an amount like "$0.5 Million"').describe('The figure shown large, e.g. the amount raised'),
  round: text('a label like "Pre-Seed Funding"').describe('Shown in a pill under the figure, e.g. the funding round'),
  source: text('a sentence').describe('Where it comes from, beside the flag'),
  flag: image().describe('Flag beside the source (a local file, no flag service)'),
  lead: z.string().optional().describe('One or two sentences at the foot'),
});
