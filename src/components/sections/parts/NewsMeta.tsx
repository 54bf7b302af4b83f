import type { NewsCategory } from '~/content/taxonomy';
import { cn } from '~/lib/cn';
import { readableDate } from '~/lib/dates';
import type { CategoryLabels } from './news-types';

const tones = {
  light: { chip: 'bg-brand-50 text-brand-800 ring-brand-200', date: 'text-ink-500' },
  dark: { chip: 'bg-white/10 text-brand-200 ring-white/15', date: 'text-ink-300' },
} as const;

/** Category chip and readable date of a news item; no date when the company has not given one. */
export function NewsMeta({
  category,
  date,
  labels,
  tone = 'light',
  className,
}: {
  category: NewsCategory;
  date?: string | undefined;
  labels: CategoryLabels;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', tones[tone].chip)}>
        {labels[category]}
      </span>
      {date ? (
        <time dateTime={date} dir="auto" className={tones[tone].date}>
          {readableDate(date)}
        </time>
      ) : null}
    </p>
  );
}
