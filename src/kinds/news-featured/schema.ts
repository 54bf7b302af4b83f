/** `news-featured`: the one news item marked `featured: true`, large, overlapping the section above. */
import { text } from '../../content/schemas/fields';
import { kind } from '../../content/schemas/sections/shared';

export const schema = kind('news-featured', 'The featured news story (the item with "featured: true"), as a large dark card overlapping the section above; its link reads like the cards’ (news-list "readMore")', {
  label: text('a short label').describe('Label above the story, e.g. "Featured story"'),
});
