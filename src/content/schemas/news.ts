/** content/news/<slug>.mdx: one file per newsroom item; the file name is its address, /news/<slug>. */
import { z } from 'zod';
import { newsCategories } from '../taxonomy';
import { image, isoDate, text, tooLong } from './fields';

export { newsCategories };

export const newsSchema = z.strictObject({
  title: text('a headline')
    .max(65, tooLong('title', 'a headline', 65, 'fit in search results, where the headline is the page title'))
    .describe('Headline, also the browser tab and search result title (≤ 65 characters)'),
  /**
   * Publication date, shown to visitors as e.g. "12 May 2024". Only a date the company has given:
   * without one the story shows none, and the content check lists it as waiting for the company.
   */
  date: isoDate().optional().describe('Publication date, YYYY-MM-DD, once the company gives it; left out, the story shows no date'),
  category: z
    .enum(newsCategories, { error: `expected one of the categories: ${newsCategories.join(', ')}` })
    .describe(`One of: ${newsCategories.join(', ')}`),
  excerpt: text('a one- or two-sentence summary').max(300, tooLong('excerpt', 'an excerpt', 300, 'fit on a newsroom card')).describe('Summary shown on the newsroom card'),
  image: image().describe('Card and article image'),
  /** Exactly one item is featured at the top of the newsroom. */
  featured: z.boolean({ error: 'expected true or false' }).optional().describe('true for the one story featured at the top of the newsroom'),
});

/** An item as loaded: its fields, and its slug (the file name, e.g. `pre-seed-funding-round`). */
export type NewsItem = z.infer<typeof newsSchema> & { slug: string };
