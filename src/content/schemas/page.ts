/**
 * content/pages/**.mdx: every page of the site. The file's place is its address
 * (pages/index.mdx is "/", pages/locations/uae.mdx is "/locations/uae"); the front matter holds
 * the page's metadata and its ordered sections; the MDX body is its prose.
 */
import { z } from 'zod';
import { seo } from './fields';
import { section } from './sections';

const sitePath = () =>
  z
    .string({ error: 'expected a path like "/about"' })
    .regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, { error: 'expected a path of lower-case words like "/about" or "/defense/rhino"' });

export const pageSchema = z.strictObject({
  ...seo,
  aliases: z.array(sitePath()).optional().describe('Other addresses that show this same page (their canonical link names this page’s address)'),
  redirects: z.array(sitePath()).optional().describe('Old addresses that send the visitor here'),
  ogType: z.enum(['website', 'article'], { error: 'expected "website" or "article"' }).default('website').describe('Link-preview type: "website" (default) or "article" for an announcement'),
  structuredData: z
    .array(z.enum(['organization', 'website'], { error: 'expected "organization" or "website"' }))
    .optional()
    .describe('Extra search-engine data about the company on this page (the home page); product pages get theirs from the product file'),
  scrollTopAfter: z.number({ error: 'expected a number of pixels' }).int().positive().default(300).describe('The back-to-top button appears after scrolling this far (default 300)'),
  sections: z.array(section, { error: 'expected a list of sections' }).min(1, { error: 'expected at least one section' }).describe('The page’s sections, top to bottom'),
});

export type Page = z.output<typeof pageSchema>;
