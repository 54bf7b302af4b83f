/** `hero`: the plain top of a page — eyebrow, the page's h1, lead, buttons, a dated notice or the feed link, and a picture beside them. */
import { z } from 'zod';
import { action, image, text } from '../../content/schemas/fields';
import { kind } from '../../content/schemas/sections/shared';

export const schema = kind('hero', 'The plain top of a page: eyebrow, the page’s main heading (h1), lead and buttons', {
  eyebrow: z.string().optional().describe('Small label above the heading, e.g. "Company"'),
  heading: text('a heading').describe("The page's main heading (h1)"),
  lead: z.string().optional().describe('One or two sentences under the heading'),
  actions: z.array(action()).optional().describe('Buttons under the lead'),
  image: image().optional().describe('A picture beside the text from 768px (above it on phones, after the buttons)'),
  updated: z.string().optional().describe('Shown under the lead, e.g. "Last updated May 2024"'),
  feed: z
    .strictObject({ label: text('a link label').describe('Visible text of the link, e.g. "RSS feed"') })
    .optional()
    .describe('Shows a link to the newsroom feed under the lead'),
});
