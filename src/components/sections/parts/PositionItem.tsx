import type { SectionOf } from '~/content/schemas/sections';
import { readableDate } from '~/lib/dates';
import { ApplyButton } from './ApplyButton';
import type { PositionSummary } from './careers-types';
import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';
import { Words } from '~/components/ui/Words';

/** Name shared by every position's <details>: the browser keeps one open at a time. */
export const POSITIONS_GROUP = 'open-positions';

/**
 * One open position as a native disclosure: works without JS, and the shared `name` makes the
 * group exclusive. `onToggle` closes the others where a browser does not support `name` yet.
 */
export function PositionItem({
  posting,
  copy,
  postingCopy,
}: {
  posting: PositionSummary;
  copy: SectionOf<'open-positions'>;
  postingCopy: SectionOf<'open-positions'>['posting'];
}) {
  return (
    <details
      name={POSITIONS_GROUP}
      onToggle={(event) => {
        const details = event.currentTarget;
        if (!details.open) return;
        for (const other of details.closest('ul')?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [])
          if (other !== details) other.open = false;
      }}
      className="group rounded-2xl bg-white ring-1 ring-ink-100 transition open:shadow-lg open:shadow-ink-900/5 open:ring-ink-200"
    >
      <summary className="grid cursor-pointer list-none grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 rounded-2xl p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
        <h3 className="text-lg font-semibold text-ink-950 sm:text-xl">
          <Words text={posting.title} />
        </h3>
        <span
          aria-hidden="true"
          className="row-span-2 grid size-10 place-items-center rounded-full bg-ink-50 text-ink-700 transition group-open:rotate-180 group-open:bg-ink-900 group-open:text-white"
        >
          <svg
            viewBox="0 0 20 20"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m5 8 5 5 5-5" />
          </svg>
        </span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
          <span className="font-medium text-brand-700">{posting.department}</span>
          <span>{posting.location}</span>
          <span>{posting.type}</span>
          {posting.posted ? (
            <span>
              {postingCopy.facts.posted}{' '}
              <time dateTime={posting.posted} dir="auto">
                {readableDate(posting.posted)}
              </time>
            </span>
          ) : null}
        </span>
      </summary>
      <div className="border-t border-ink-100 px-5 pt-5 pb-6 sm:px-6">
        <p className="max-w-3xl leading-7 text-ink-700">{posting.description}</p>
        <h4 className="mt-6 text-sm font-semibold tracking-[0.12em] text-ink-500 uppercase">{copy.requirements}</h4>
        <ul className="mt-3 max-w-3xl list-disc space-y-2 ps-5 leading-7 text-ink-700 marker:text-brand-500">
          {posting.requirements.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <ApplyButton title={posting.title} copy={postingCopy} />
          <a
            href={sitePath(`/careers/${posting.slug}`)}
            className="inline-flex h-12 items-center px-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            {copy.view}
            <span className="sr-only">: {posting.title}</span>
            {'\u00a0'}
            <Arrow />
          </a>
        </div>
      </div>
    </details>
  );
}
