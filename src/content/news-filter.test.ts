import { expect, test } from 'vitest';
import { filterFromParams, gridItems, searchForFilter } from './news-filter';

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
