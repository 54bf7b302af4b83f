import { useSearchParams } from 'react-router';
import { filterFromParams, gridItems } from '../../lib/news-filter';
import { useHydrated } from '../../lib/use-hydrated';
import { CategoryFilter } from './parts/CategoryFilter';
import { NewsCard } from './parts/NewsCard';
import type { SectionProps } from './types';

/**
 * Every story but the featured one, newest first, narrowed by `?category=`. The prerendered
 * HTML holds every story (the page works without JS); the filter applies once hydrated.
 */
export function NewsList({ section, anchor }: SectionProps<'news-list'>) {
  const { items, filter, categories: labels } = section;
  const grid = section;
  const headingId = `${anchor}-heading`;
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const active = hydrated ? filterFromParams(params) : 'all';
  const shown = gridItems(items, active);

  return (
    <section id={section.id} aria-labelledby={headingId} className="container-page py-16 sm:py-20">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id={headingId} className="text-3xl font-semibold text-ink-950">
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
