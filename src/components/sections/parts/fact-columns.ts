/**
 * How a row of key facts (at most four) is laid out, so that no row holds fewer facts than the
 * others (docs/decisions/3362). Whole class strings, so Tailwind finds them.
 *
 * - `hero` (a product page's top, in a column whose width varies with the page): a container
 *   query decides. Where three do not fit side by side with their figures whole (a column under
 *   28rem: phones, and tablets where the picture shares the row), each fact is a row of its own,
 *   figure at the start and label at the end; from 28rem the facts stand side by side, four in pairs.
 *
 * A robot family's card lays its facts out by their own widths instead (ProductFamilies.tsx).
 */
const hero = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 @xs:grid-cols-2',
  3: 'grid-cols-1 @md:grid-cols-3',
  4: 'grid-cols-1 @xs:grid-cols-2',
} as const;

const size = (count: number) => (count <= 1 ? 1 : count === 2 ? 2 : count === 3 ? 3 : 4);

export function factColumns(count: number): string {
  return hero[size(count)];
}

/** A hero fact's own layout: a row of its own (figure, then label at the end) until its facts stand side by side. */
const heroFactTile = {
  1: '',
  2: '@xs:flex-col @xs:items-start @xs:justify-start @xs:gap-0 @xs:p-4',
  3: '@md:flex-col @md:items-start @md:justify-start @md:gap-0 @md:p-4',
  4: '@xs:flex-col @xs:items-start @xs:justify-start @xs:gap-0 @xs:p-4',
} as const;

export function heroFactTileClass(count: number): string {
  return heroFactTile[size(count)];
}
