import { useSearchParams } from 'react-router';
import { filterFromParams, gridItems } from '../../../lib/news-filter';
import { useHydrated } from '../../../lib/use-hydrated';
import type { NewsPage } from '../../../content/schemas/pages/news';
import { CategoryFilter } from './CategoryFilter';
import { NewsCard } from './NewsCard';
import type { NewsCardItem } from './types';

type Props = {
  items: readonly NewsCardItem[];
  grid: NewsPage['grid'];
  filter: NewsPage['filter'];
  labels: NewsPage['categories'];
};

/**
 * Every story but the featured one, newest first, narrowed by `?category=`. The prerendered
 * HTML holds every story (the page works without JS); the filter applies once hydrated.
 */
export function NewsGrid({ items, grid, filter, labels }: Props) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const active = hydrated ? filterFromParams(params) : 'all';
  const shown = gridItems(items, active);

  return (
    <section aria-labelledby="all-stories" className="container-page py-16 sm:py-20">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="all-stories" className="text-3xl font-semibold text-ink-950">
            {grid.heading}
          </h2>
          <p role="status" className="mt-2 text-sm text-ink-500">
            {grid.count.replace('{count}', String(shown.length))}
          </p>
        </div>
        <CategoryFilter active={active} label={filter.label} allLabel={filter.all} labels={labels} />
      </div>
      {shown.length ? (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <li key={item.slug} className="flex">
              <NewsCard item={item} labels={labels} readMore={grid.readMore} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-2xl border border-dashed border-ink-300 p-10 text-center text-ink-600">{grid.empty}</p>
      )}
    </section>
  );
}
