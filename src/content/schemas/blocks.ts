/** Page blocks shared by many pages. A page schema picks the blocks it shows. */
import { z } from 'zod';
import { action, text } from './fields';

export const hero = () =>
  z.strictObject({
    /** Small label above the heading, e.g. "Company". */
    eyebrow: z.string().optional().describe('Small label above the heading'),
    /** The page's one h1. */
    heading: text('a heading').describe("The page's main heading (h1)"),
    /** One or two sentences under the heading. */
    lead: z.string().optional().describe('One or two sentences under the heading'),
    actions: z.array(action()).optional().describe('Buttons under the lead'),
  });
