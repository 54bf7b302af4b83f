/** `news-mention`: a pointer to a news item — small label, headline, one line and a link. */
import { text } from '../../content/schemas/fields';
import { link } from '../card-grid/schema';
import { kind } from '../../content/schemas/sections/shared';

export const schema = kind('news-mention', 'A pointer to a news item: small label, headline (h2), one line and a button-like link', {
  eyebrow: text('a short label').describe('Small label above the headline; also names the section for screen readers'),
  title: text('a headline').describe('The news item’s headline (h2)'),
  text: text('a sentence').describe('One line about the item'),
  link: link().describe('Link to the news item'),
});
