/** `prose`: where the page's MDX body (the text under the front matter) stands. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { anchor, kind } from '../../content/schemas/sections/shared';

export const schema = kind('prose', 'The page’s prose: the MDX body below the front matter, shown here', {
  id: anchor().optional(),
  eyebrow: z.string().optional().describe('Small label above the heading'),
  heading: text('a heading').optional().describe('Heading beside (wide screens) or above the prose'),
  lead: z.string().optional().describe('One or two sentences under the heading'),
  width: z
    .enum(['page', 'centred'], { error: 'expected "page" or "centred"' })
    .default('page')
    .describe('"page" (default): the prose starts at the page margin; "centred": a centred reading column'),
});
