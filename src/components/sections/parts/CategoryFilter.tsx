import { newsCategories } from '~/content/taxonomy';
import { cn } from '~/lib/cn';
import { searchForFilter, type NewsFilter } from '~/content/news-filter';
import { setQuery } from '~/lib/use-query';
import type { CategoryLabels } from './news-types';
import { sitePath } from '~/lib/base-path';
import { ChosenMark, pill } from './FilterPill';
import { revealFocused } from './reveal-focused';

/**
 * The category filter as links: each view has its own address (`?category=press`) that can be
 * shared, opened in a new tab or reached with the back button. A plain click changes the view in
 * place (the address follows, the scroll position stays); without JavaScript it loads the page.
 *
 * Each chip carries how many stories it shows, and a category with none is not offered: a filter
 * that leads to an empty grid is a dead end (docs/decisions/3395). An address that names such a
 * category still works (SPEC's filter), and its chip is then shown, as the one chosen.
 */
export function CategoryFilter({
  path,
  active,
  label,
  allLabel,
  labels,
  counts,
}: {
  /** The newsroom's address, which the links keep. */
  path: string;
  active: NewsFilter;
  label: string;
  allLabel: string;
  labels: CategoryLabels;
  /** How many stories the grid shows under each filter. */
  counts: Record<NewsFilter, number>;
}) {
  const options: { value: NewsFilter; label: string }[] = [
    { value: 'all', label: allLabel },
    ...newsCategories.filter((value) => counts[value] > 0 || value === active).map((value) => ({ value, label: labels[value] })),
  ];
  return (
    <nav aria-label={label} onFocus={revealFocused} className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      {/* Room above and below for a chip's focus ring, which the scrolling row would cut. */}
      <ul className="flex gap-2 py-1 sm:flex-wrap">
        {options.map((option) => {
          const current = option.value === active;
          return (
            <li key={option.value}>
              <a
                href={sitePath(`${path}${searchForFilter(option.value)}`)}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  setQuery(new URLSearchParams(searchForFilter(option.value)), { replace: false });
                }}
                aria-current={current ? 'true' : undefined}
                className={cn(pill.base, current ? pill.active : pill.idle)}
              >
                {current ? <ChosenMark /> : null}
                {option.label} <span className={cn('text-xs tabular-nums', current ? 'text-ink-300' : 'text-ink-500')}>{counts[option.value]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
