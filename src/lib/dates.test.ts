import { expect, test } from 'vitest';
import { newestFirst, readableDate } from './dates';

type Item = { name: string; date?: string };
const order = (items: Item[]) =>
  [...items]
    .sort(
      newestFirst<Item>(
        (item) => item.date,
        (a, b) => a.name.localeCompare(b.name),
      ),
    )
    .map((item) => item.name);

test('items are newest first, and a tie on the date is settled by the second order', () => {
  expect(
    order([
      { name: 'b', date: '2024-01-01' },
      { name: 'c', date: '2024-05-01' },
      { name: 'a', date: '2024-01-01' },
    ]),
  ).toEqual(['c', 'a', 'b']);
});

test('an item without a date comes after every dated one, and undated ones keep the second order', () => {
  expect(order([{ name: 'z' }, { name: 'old', date: '2020-01-01' }, { name: 'a' }, { name: 'new', date: '2024-01-01' }])).toEqual([
    'new',
    'old',
    'a',
    'z',
  ]);
});

test('a date reads the same everywhere', () => {
  expect(readableDate('2024-05-12')).toBe('12 May 2024');
});
