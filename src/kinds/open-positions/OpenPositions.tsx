import { useEffect, useRef, useState } from 'react';
import { matchingPostings, paramsForQuery, queryFromParams, type CareersQuery } from '~/content/careers-filter';
import { setQuery, useQuery } from '~/lib/use-query';
import { Button } from '~/components/ui/Button';
import { DepartmentFilter } from '~/components/sections/parts/DepartmentFilter';
import { PositionItem } from '~/components/sections/parts/PositionItem';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';
import { Words } from '~/components/ui/Words';

const EMPTY: CareersQuery = { q: '', department: 'all' };

/**
 * Open positions with free-text search and a department filter, both kept in the URL
 * (`?q=…&department=…`) so a view can be shared and the back button restores it. The list
 * follows local state while the visitor types; the URL follows it, and wins on load and on
 * back/forward. The prerendered HTML lists every position.
 */
export function OpenPositions({ section: copy, anchor }: SectionProps<'open-positions'>) {
  const { postings, posting: postingCopy } = copy;
  const headingId = partId(anchor, 'heading');
  const address = useQuery();
  const [query, setLocalQuery] = useState<CareersQuery>(EMPTY);
  /** The query this list last wrote into the address: reading it back must not undo typing. */
  const written = useRef<string | null>(null);

  // After hydration and on back/forward, the address is the source of truth.
  useEffect(() => {
    if (address === written.current) return;
    setLocalQuery(queryFromParams(new URLSearchParams(address)));
  }, [address]);

  const update = (next: CareersQuery, replace: boolean) => {
    setLocalQuery(next);
    const search = paramsForQuery(next).toString();
    written.current = search ? `?${search}` : '';
    setQuery(paramsForQuery(next), { replace });
  };

  const shown = matchingPostings(postings, query);

  return (
    // Site search finds each position at its own page, not here (docs/decisions/1802).
    <SectionShell kind={copy.type} id={copy.id} headingId={headingId} tone="tint" rhythm="compact" data-pagefind-ignore="all">
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-section font-semibold text-ink-950">
            <Words text={copy.heading} />
          </h2>
          {copy.lead ? <p className="mt-3 leading-7 text-ink-600">{copy.lead}</p> : null}
        </div>
        <div role="search" className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
          <div className="flex flex-col gap-2">
            <label htmlFor="position-search" className="text-sm font-semibold text-ink-800">
              {copy.search.label}
            </label>
            <input
              id="position-search"
              type="search"
              name="q"
              value={query.q}
              placeholder={copy.search.placeholder}
              onChange={(event) => update({ ...query, q: event.target.value }, true)}
              className="h-12 w-full rounded-full border border-ink-500 bg-white px-5 text-ink-950 placeholder:text-ink-500"
            />
          </div>
          <DepartmentFilter
            value={query.department}
            label={copy.department.label}
            allLabel={copy.department.all}
            onChange={(department) => update({ ...query, department }, false)}
          />
        </div>
        {/* One live region, in the page from the start, for what the search finds: how many
            positions, or that none matches (issue 46, WCAG 4.1.3). */}
        <p role="status" className={shown.length ? 'mt-8 text-sm text-ink-600' : 'mt-8 text-center text-lg font-semibold text-ink-900'}>
          {shown.length ? copy.count.replace('{count}', String(shown.length)) : copy.empty}
        </p>
        {shown.length ? (
          <ul className="mt-4 flex flex-col gap-3">
            {shown.map((posting) => (
              <li key={posting.slug}>
                <PositionItem posting={posting} copy={copy} postingCopy={postingCopy} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-ink-400 bg-white px-6 py-10 text-center">
            <Button variant="secondary" onClick={() => update(EMPTY, false)}>
              {copy.clear}
            </Button>
          </div>
        )}
      </div>
    </SectionShell>
  );
}
