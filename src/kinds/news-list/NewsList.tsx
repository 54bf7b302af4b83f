import { filterCounts, filterFromParams, gridItems } from '~/content/news-filter';
import { useQuery } from '~/lib/use-query';
import { collectionRoutes } from '~/site-map';
import { CategoryFilter } from '~/components/sections/parts/CategoryFilter';
import { NewsCard } from '~/components/sections/parts/NewsCard';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';
import { Words } from '~/components/ui/Words';

/**
 * Every story but the featured one, newest first, narrowed by `?category=`. The prerendered
 * HTML holds every story (the page works without JS); the filter applies once hydrated.
 */
/** The newsroom lists the news collection, at that collection's own address. */
const newsroomPath = collectionRoutes[0].prefix;

export function NewsList({ section, anchor }: SectionProps<'news-list'>) {
  const { items, filter, categories: labels } = section;
  const grid = section;
  const headingId = partId(anchor, 'heading');
  // '' while hydrating (the HTML lists every story), then the address's own category.
  const active = filterFromParams(new URLSearchParams(useQuery()));
  const shown = gridItems(items, active);

  return (
    // Site search finds each story at its own page, not here (docs/decisions/1802).
    <SectionShell kind={section.type} id={section.id} headingId={headingId} tone="ground" rhythm="compact" width="page" data-pagefind-ignore="all">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id={headingId} className="text-section font-semibold text-ink-950">
            <Words text={grid.heading} />
          </h2>
          <p role="status" className="mt-2 text-sm text-ink-500">
            {grid.count.replace('{count}', String(shown.length))}
          </p>
        </div>
        <CategoryFilter path={newsroomPath} active={active} label={filter.label} allLabel={filter.all} labels={labels} counts={filterCounts(items)} />
      </div>
      {shown.length ? (
        <ul className="mt-10 grid-fit [--fit-gap:1.5rem] sm:[--fit-cols:2] lg:[--fit-cols:3]">
          {shown.map((item) => (
            <li key={item.slug} className="flex">
              <NewsCard item={item} labels={labels} readMore={grid.readMore} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-2xl border border-dashed border-ink-300 p-10 text-center text-ink-600">{grid.empty}</p>
      )}
    </SectionShell>
  );
}
