/** The newsroom's category filter, as plain functions of the URL and the items. */
import { newsCategories, type NewsCategory } from './taxonomy';

export type NewsFilter = 'all' | NewsCategory;

export const CATEGORY_PARAM = 'category';

/** The filter named by `?category=…`; anything unknown means all. */
export function filterFromParams(params: URLSearchParams): NewsFilter {
  const value = params.get(CATEGORY_PARAM)?.toLowerCase();
  return newsCategories.find((category) => category === value) ?? 'all';
}

/** The query string for a filter: none for all, so /news stays the canonical address. */
export function searchForFilter(filter: NewsFilter): string {
  return filter === 'all' ? '' : `?${CATEGORY_PARAM}=${filter}`;
}

/** The grid: never the featured story; every other story for 'all', else that category's. */
export function gridItems<T extends { category: NewsCategory; featured?: boolean | undefined }>(items: readonly T[], filter: NewsFilter): T[] {
  return items.filter((item) => !item.featured && (filter === 'all' || item.category === filter));
}

/** How many stories the grid shows under each filter: a category's count is 0 when it holds none (or only the featured story). */
export function filterCounts<T extends { category: NewsCategory; featured?: boolean | undefined }>(items: readonly T[]): Record<NewsFilter, number> {
  const counts = { all: gridItems(items, 'all').length } as Record<NewsFilter, number>;
  for (const category of newsCategories) counts[category] = gridItems(items, category).length;
  return counts;
}
