/**
 * `news-list`: every news item but the featured one, as cards with a category filter kept in the
 * address (`?category=press`). Also holds the newsroom's words that article pages and the feed share.
 */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { anchor, kind } from '../../content/schemas/sections/shared';

const label = (what: string) => text(`the label for ${what}`).describe(`Visible name of the category "${what}"`);

export const schema = kind('news-list', 'The newsroom: every story but the featured one as cards, newest first, with a category filter', {
  id: anchor().optional(),
  heading: text('a heading').describe('Heading above the cards (h2)'),
  readMore: text('a link label').describe('Link on every card to its article, e.g. "Read more"'),
  empty: text('a sentence').describe('Shown when a category has no stories besides the featured one'),
  count: text('a sentence')
    .refine((value) => value.includes('{count}'), { error: 'expected the sentence to contain {count}' })
    .describe('Announced to screen readers after filtering; {count} is the number of stories shown'),
  filter: z
    .strictObject({
      label: text('a label').describe('Accessible name of the category filter, read by screen readers'),
      all: text('a label').describe('Filter option that shows every story'),
    })
    .describe('The category filter above the cards'),
  categories: z
    .strictObject({
      announcements: label('announcements'),
      press: label('press'),
      funding: label('funding'),
      events: label('events'),
      awards: label('awards'),
      partnerships: label('partnerships'),
    })
    .describe('Visible names of the news categories (the keys are what news items write in "category"); also used on article pages and in the feed'),
  feed: z
    .strictObject({
      title: text('a feed title').describe('Title of the feed in feed readers (and of the page’s feed link)'),
      description: text('a sentence').describe('Description of the feed in feed readers'),
    })
    .describe('The RSS feed at /news/feed.xml; the page announces it to browsers and feed readers'),
  article: z
    .strictObject({
      back: text('a link label').describe('Link from an article back to the newsroom, e.g. "← Newsroom"'),
      older: text('a label').describe('Label above the link to the previous (older) article'),
      newer: text('a label').describe('Label above the link to the next (newer) article'),
      more: text('a label').describe('Accessible name of the previous/next navigation'),
    })
    .describe('Words shown on every article page (/news/<slug>)'),
});
