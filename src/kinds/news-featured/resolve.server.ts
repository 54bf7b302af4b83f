import { newsroomCopy } from '~/content/collection-copy.server';
import { newsExcerpts } from '~/content/section-data.server';
import type { SectionOf } from '~/content/schemas/sections';

/** The featured story as a card shows it, with the newsroom's category names and link label. */
export function resolve(section: SectionOf<'news-featured'>) {
  const item = newsExcerpts().find((story) => story.featured);
  if (!item) throw new Error('content/news/ has no featured item; run "npm run content:check".');
  const { categories, readMore } = newsroomCopy();
  return { ...section, item, labels: categories, readMore };
}
