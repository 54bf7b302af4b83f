import { Link, useLocation } from 'react-router';
import { newsCategories } from '../../../content/taxonomy';
import { cn } from '../../../lib/cn';
import { searchForFilter, type NewsFilter } from '../../../lib/news-filter';
import type { CategoryLabels } from './news-types';

const pill = {
  base: 'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
  active: 'bg-ink-900 text-white',
  idle: 'bg-white text-ink-700 ring-1 ring-ink-200 ring-inset hover:text-ink-950 hover:ring-ink-400',
} as const;

/**
 * The category filter as links: each view has its own address (`?category=press`) that can be
 * shared, opened in a new tab or reached with the back button.
 */
export function CategoryFilter({ active, label, allLabel, labels }: { active: NewsFilter; label: string; allLabel: string; labels: CategoryLabels }) {
  const { pathname } = useLocation();
  const options: { value: NewsFilter; label: string }[] = [
    { value: 'all', label: allLabel },
    ...newsCategories.map((value) => ({ value, label: labels[value] })),
  ];
  return (
    <nav aria-label={label} className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {options.map((option) => {
          const current = option.value === active;
          return (
            <li key={option.value}>
              <Link
                to={{ pathname, search: searchForFilter(option.value) }}
                preventScrollReset
                aria-current={current ? 'true' : undefined}
                className={cn(pill.base, current ? pill.active : pill.idle)}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
