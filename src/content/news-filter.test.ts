import { expect, test } from 'vitest';
import { filterCounts, filterFromParams, gridItems, searchForFilter } from './news-filter';

const items = [
  { slug: 'a', category: 'funding', featured: true },
  { slug: 'b', category: 'press' },
  { slug: 'c', category: 'funding' },
  { slug: 'd', category: 'events' },
] as const;

test('reads the category from the address, ignoring case, and falls back to all', () => {
  expect(filterFromParams(new URLSearchParams('category=press'))).toBe('press');
  expect(filterFromParams(new URLSearchParams('category=Awards'))).toBe('awards');
  expect(filterFromParams(new URLSearchParams('category=rumours'))).toBe('all');
  expect(filterFromParams(new URLSearchParams(''))).toBe('all');
});

test('all shows every story except the featured one', () => {
  expect(gridItems(items, 'all').map((item) => item.slug)).toEqual(['b', 'c', 'd']);
});

test('a category shows its stories, still without the featured one', () => {
  expect(gridItems(items, 'funding').map((item) => item.slug)).toEqual(['c']);
  expect(gridItems(items, 'awards')).toEqual([]);
});

test('the address of all is the bare newsroom; a category adds one parameter', () => {
  expect(searchForFilter('all')).toBe('');
  expect(searchForFilter('partnerships')).toBe('?category=partnerships');
});

test('each filter counts the stories its grid shows: the featured story in none, an empty category at 0', () => {
  expect(filterCounts(items)).toEqual({ all: 3, announcements: 0, press: 1, funding: 1, events: 1, awards: 0, partnerships: 0 });
  expect(filterCounts([{ category: 'funding', featured: true }]).funding).toBe(0);
});
