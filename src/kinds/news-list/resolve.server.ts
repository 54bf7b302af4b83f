import { newsExcerpts } from '~/content/section-data.server';
import type { SectionOf } from '~/content/schemas/sections';

/** Every story as a card shows it. */
export function resolve(section: SectionOf<'news-list'>) {
  return { ...section, items: newsExcerpts() };
}
