import { cn } from '~/lib/cn';
import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';

type Neighbour = { slug: string; title: string; label: string } | null;

/** Previous (older) and next (newer) story at the foot of an article. */
export function ArticleNav({ label, older, newer }: { label: string; older: Neighbour; newer: Neighbour }) {
  const card = (story: NonNullable<Neighbour>, direction: 'older' | 'newer') => (
    <a
      href={sitePath(`/news/${story.slug}`)}
      rel={direction === 'older' ? 'prev' : 'next'}
      className={cn(
        'group flex h-full flex-col gap-2 rounded-2xl p-6 ring-1 ring-ink-100 transition hover:bg-ink-50 hover:ring-ink-200',
        direction === 'newer' && 'sm:items-end sm:text-end',
      )}
    >
      <span className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
        {direction === 'older' ? (
          <>
            <Arrow back />{' '}
          </>
        ) : null}
        {story.label}
        {direction === 'newer' ? (
          <>
            {' '}
            <Arrow />
          </>
        ) : null}
      </span>
      <span className="font-display text-lg leading-snug font-semibold text-ink-950">{story.title}</span>
    </a>
  );
  return (
    // Site search finds each neighbouring story at its own page, not here (docs/decisions/1802).
    <nav aria-label={label} className="mt-16 border-t border-ink-100 pt-10" data-pagefind-ignore="all">
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>{older ? card(older, 'older') : null}</li>
        <li className="sm:col-start-2">{newer ? card(newer, 'newer') : null}</li>
      </ul>
    </nav>
  );
}
