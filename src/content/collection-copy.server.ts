/**
 * The words a collection's item pages and build steps share, read from the page that lists the
 * collection: the newsroom's `news-list` section (category names, feed, article links) and the
 * careers page's `open-positions` section (posting page words). One place each, in content/.
 */
import { loadPageFile } from './load.server';
import type { SectionOf, SectionType } from './schemas/sections';
import { sitePages } from '../site-map.server';

const cache = process.env.NODE_ENV === 'production' ? new Map<SectionType, unknown>() : undefined;

function sectionOfKind<K extends SectionType>(type: K): SectionOf<K> {
  const cached = cache?.get(type);
  // The cache is keyed by kind: what it holds under `type` was found as a section of that kind.
  if (cached) return cached as SectionOf<K>;
  for (const entry of sitePages()) {
    const found = loadPageFile(entry.file).page.sections.find((section): section is SectionOf<K> => section.type === type);
    if (found) {
      cache?.set(type, found);
      return found;
    }
  }
  throw new Error(`No page under content/pages/ lists a "${type}" section; run "npm run content:check".`);
}

/** The newsroom's words: category names, the feed's title and description, article page links. */
export const newsroomCopy = (): SectionOf<'news-list'> => sectionOfKind('news-list');

/** The careers page's words, among them those every posting page shows (`posting`). */
export const careersCopy = (): SectionOf<'open-positions'> => sectionOfKind('open-positions');
