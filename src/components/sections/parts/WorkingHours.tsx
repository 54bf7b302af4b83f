import type { SectionOf } from '~/content/schemas/sections';
import { BidiText } from '~/components/ui/BidiText';
import { Words } from '~/components/ui/Words';

/** Working hours, one line per day or range of days. */
export function WorkingHours({ copy }: { copy: SectionOf<'contact-form'>['hours'] }) {
  return (
    <section aria-labelledby="contact-hours-heading" className="rounded-3xl bg-white p-6 ring-1 ring-ink-100 sm:p-8">
      <h2 id="contact-hours-heading" className="text-xl font-semibold text-ink-950">
        <Words text={copy.heading} />
      </h2>
      {copy.note ? <p className="mt-1 text-sm text-ink-500">{copy.note}</p> : null}
      <dl className="mt-5 divide-y divide-ink-100">
        {copy.days.map((row) => (
          <div key={row.days} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
            <dt className="text-ink-700">{row.days}</dt>
            <dd className="ms-auto text-end font-semibold text-ink-950 tabular-nums">
              <BidiText text={row.time} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
