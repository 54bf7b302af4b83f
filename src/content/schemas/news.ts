/** content/news/*.mdx: one file per newsroom item. */
import { z } from 'zod';
import { newsCategories } from '../taxonomy';
import { image, isoDate, slug, text } from './fields';

export { newsCategories };

export const newsSchema = z.strictObject({
  /** Part of the address: /news/<slug>. Must be unique. */
  slug: slug().describe('Address of the article: /news/<slug>; unique'),
  title: text('a headline')
    .max(65, { error: 'expected a headline of at most 65 characters (it is also the page title in search results)' })
    .describe('Headline, also the browser tab and search result title (≤ 65 characters)'),
  /** Publication date; shown to visitors as e.g. "12 May 2024". */
  date: isoDate().describe('Publication date, YYYY-MM-DD'),
  category: z
    .enum(newsCategories, { error: `expected one of the categories: ${newsCategories.join(', ')}` })
    .describe(`One of: ${newsCategories.join(', ')}`),
  excerpt: text('a one- or two-sentence summary').max(300, { error: 'expected an excerpt of at most 300 characters' }).describe('Summary shown on the newsroom card'),
  image: image().describe('Card and article image'),
  /** Exactly one item is featured at the top of the newsroom. */
  featured: z.boolean({ error: 'expected true or false' }).optional().describe('true for the one story featured at the top of the newsroom'),
});

export type NewsItem = z.infer<typeof newsSchema>;
