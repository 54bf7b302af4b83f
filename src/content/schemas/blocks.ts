/** Page blocks shared by many pages. A page schema picks the blocks it shows. */
import { z } from 'zod';
import { action, seo, text } from './fields';

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

/** A page whose full design lands in a later release: it says so and points onward. */
export const comingPage = z.strictObject({
  ...seo,
  hero: hero(),
  coming: z
    .strictObject({
      note: text('a sentence').describe('What the visitor can expect and when'),
      links: z.array(z.strictObject({ label: text('a label'), href: z.string() })).describe('Where to go meanwhile'),
    })
    .describe('The "page coming" panel'),
});

/** Plain prose page: heading, a dated notice and an MDX body. */
export const prosePage = z.strictObject({
  ...seo,
  hero: hero(),
  /** Shown under the heading, e.g. "Last updated May 2024". */
  updated: z.string().optional().describe('Shown under the heading, e.g. "Last updated May 2024"'),
});
