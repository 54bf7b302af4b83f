import { useSite } from '~/lib/site';
import { Glyph } from './Glyph';
import { PostalAddress } from '~/components/ui/PostalAddress';
import { BidiText } from '~/components/ui/BidiText';

type Props = {
  /** Names the cards' headings (`<anchor>-headquarters`, `<anchor>-hours`). */
  anchor: string;
  headquarters?: { heading: string; text: string } | undefined;
  hours?: { heading: string; rows: { days: string; hours: string }[] } | undefined;
};

/** Headquarters (address from content/site.yaml) beside the business hours. */
export function PresenceFacts({ anchor, headquarters, hours }: Props) {
  const { address } = useSite();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-2">
      {headquarters ? (
        <section aria-labelledby={`${anchor}-headquarters`} className="surface-dark rounded-2xl bg-ink-950 p-7 text-white sm:p-8">
          <span className="grid size-12 place-items-center rounded-xl bg-white/10 text-brand-300">
            <Glyph name="pin" />
          </span>
          <h2 id={`${anchor}-headquarters`} className="mt-5 text-2xl font-semibold">
            {headquarters.heading}
          </h2>
          <p className="mt-3 leading-7 text-ink-200">{headquarters.text}</p>
          <PostalAddress address={address} className="mt-5 leading-7 not-italic text-white" />
        </section>
      ) : null}
      {hours ? (
        <section aria-labelledby={`${anchor}-hours`} className="rounded-2xl bg-white p-7 ring-1 ring-ink-100 sm:p-8">
          <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Glyph name="clock" />
          </span>
          <h2 id={`${anchor}-hours`} className="mt-5 text-2xl font-semibold text-ink-950">
            {hours.heading}
          </h2>
          <dl className="mt-5 divide-y divide-ink-100">
            {hours.rows.map((row) => (
              <div key={row.days} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
                <dt className="font-medium text-ink-800">{row.days}</dt>
                <dd className="text-ink-600 tabular-nums">
                  <BidiText text={row.hours} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
