import type { SectionOf } from '~/content/schemas/sections';
import { readableDate } from '~/lib/dates';
import type { PositionSummary } from './careers-types';

/** Department, location, type and, once the company gives it, opening date of a posting. */
export function PostingFacts({ posting, labels }: { posting: PositionSummary; labels: SectionOf<'open-positions'>['posting']['facts'] }) {
  const facts: [string, React.ReactNode][] = [
    [labels.department, posting.department],
    [labels.location, posting.location],
    [labels.type, posting.type],
    // No date is shown until the company gives one.
    ...(posting.posted
      ? [
          [
            labels.posted,
            <time dateTime={posting.posted} dir="auto">
              {readableDate(posting.posted)}
            </time>,
          ] satisfies [string, React.ReactNode],
        ]
      : []),
  ];
  return (
    <dl className="mb-6 grid grid-cols-2 gap-4 text-sm">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-ink-500">{label}</dt>
          <dd className="mt-0.5 font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
