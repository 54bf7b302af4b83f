/** content/pages/news.mdx: the newsroom (/news) and the words every article page shares. */
import { z } from 'zod';
import { hero } from '../blocks';
import { seo, text } from '../fields';
import { newsletter } from '../newsletter';

const label = (what: string) => text(`the label for ${what}`).describe(`Visible name of the category "${what}"`);

/** Visible names of the six categories; the keys are the values news items use. */
const categories = z
  .strictObject({
    announcements: label('announcements'),
    press: label('press'),
    funding: label('funding'),
    events: label('events'),
    awards: label('awards'),
    partnerships: label('partnerships'),
  })
  .describe('Visible names of the news categories (the keys are what news items write in "category")');

export const schema = z.strictObject({
  ...seo,
  hero: hero(),
  /** Small label above the featured story. */
  featured: z
    .strictObject({
      label: text('a short label').describe('Label above the featured story, e.g. "Featured story"'),
    })
    .describe('The featured story at the top of the newsroom'),
  categories,
  filter: z
    .strictObject({
      label: text('a label').describe('Accessible name of the category filter, read by screen readers'),
      all: text('a label').describe('Filter option that shows every story'),
    })
    .describe('The category filter above the grid'),
  grid: z
    .strictObject({
      heading: text('a heading').describe('Heading above the grid of stories'),
      readMore: text('a link label').describe('Link on every card to its article, e.g. "Read more"'),
      empty: text('a sentence').describe('Shown when a category has no stories besides the featured one'),
      count: text('a sentence')
        .refine((value) => value.includes('{count}'), { error: 'expected the sentence to contain {count}' })
        .describe('Announced to screen readers after filtering; {count} is the number of stories shown'),
    })
    .describe('The grid of stories'),
  feed: z
    .strictObject({
      label: text('a link label').describe('Visible link to the feed, e.g. "RSS feed"'),
      title: text('a feed title').describe('Title of the feed in feed readers'),
      description: text('a sentence').describe('Description of the feed in feed readers'),
    })
    .describe('The RSS feed at /news/feed.xml'),
  newsletter: newsletter().describe('The newsletter signup under the grid'),
  article: z
    .strictObject({
      back: text('a link label').describe('Link from an article back to the newsroom, e.g. "← Newsroom"'),
      older: text('a label').describe('Label above the link to the previous (older) article'),
      newer: text('a label').describe('Label above the link to the next (newer) article'),
      more: text('a label').describe('Accessible name of the previous/next navigation'),
    })
    .describe('Words shown on every article page (/news/<slug>)'),
});

export type NewsPage = z.infer<typeof schema>;
