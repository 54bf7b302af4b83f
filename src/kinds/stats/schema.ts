/** `stats`: headline figures — written here, or the company's claims from content/site.yaml. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { keyFact } from '../../content/schemas/sections/cards';
import { anchor, kind } from '../../content/schemas/sections/shared';

export const statStyles = ['band', 'badges', 'overlap'] as const;

export const schema = kind('stats', 'Headline figures: a dark band with small print, round badges, or a white grid overlapping the section above', {
  id: anchor().optional(),
  eyebrow: z.string().optional().describe('Small label above the heading'),
  heading: text('a heading').optional().describe('Heading of the figures (h2); the "badges" style shows it small'),
  lead: z.string().optional().describe('One or two sentences under the heading'),
  style: z
    .enum(statStyles, { error: `expected a style: ${statStyles.join(', ')}` })
    .default('band')
    .describe('"band" (default): dark band; "badges": round badges on a dark grid; "overlap": white grid over the bottom of the section above'),
  claims: z.boolean().optional().describe('Show the company’s figures from "claims" in content/site.yaml instead of items'),
  items: z.array(keyFact()).min(1, { error: 'expected at least one figure' }).optional().describe('The figures'),
  note: z.string().optional().describe('Where the figures come from, shown as small print'),
}).refine((section) => !!section.claims !== !!section.items, {
  error: 'expected either "items" or "claims: true" (one of them, not both)',
  path: ['items'],
});
