import { useSite } from '~/islands/site';
import { Glyph } from './Glyph';
import { hasPostalAddress, PostalAddress } from '~/components/ui/PostalAddress';
import { BidiText } from '~/components/ui/BidiText';
import { cn } from '~/lib/cn';
import { partId } from '~/lib/ids';
import { Words } from '~/components/ui/Words';

type Props = {
  /** Names the cards' headings (`<anchor>-headquarters`, `<anchor>-hours`). */
  anchor: string;
  headquarters?: { heading: string; text: string } | undefined;
  hours?: { heading: string; rows: { days: string; hours: string }[] } | undefined;
};

/**
 * Headquarters (address from content/site.yaml) beside the business hours. While the company has
 * given no address a letter could reach (hasPostalAddress), the headquarters holds only its heading
 * and text: it is then the dark side of one card with the hours, its words in the middle of its
 * panel, instead of a tall card of its own with nothing under its text (issue 43).
 */
export function PresenceFacts({ anchor, headquarters, hours }: Props) {
  const { address } = useSite();
  const withAddress = hasPostalAddress(address);
  const joined = !!headquarters && !!hours && !withAddress;
  return (
    <div
      className={cn(
        'grid',
        joined
          ? 'grid-cols-[minmax(0,1fr)] overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]'
          : 'grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-2',
      )}
    >
      {headquarters ? (
        <section
          aria-labelledby={partId(anchor, 'headquarters')}
          className={cn('surface-dark bg-ink-950 p-7 text-white sm:p-8', joined ? 'flex flex-col justify-center' : 'rounded-2xl')}
        >
          <span className="grid size-12 place-items-center rounded-xl bg-white/10 text-brand-300">
            <Glyph name="pin" />
          </span>
          <h2 id={partId(anchor, 'headquarters')} className="mt-5 text-2xl font-semibold">
            <Words text={headquarters.heading} />
          </h2>
          <p className="mt-3 leading-7 text-ink-200">{headquarters.text}</p>
          {withAddress ? <PostalAddress address={address} className="mt-5 leading-7 not-italic text-white" /> : null}
        </section>
      ) : null}
      {hours ? (
        <section aria-labelledby={partId(anchor, 'hours')} className={cn('bg-white p-7 sm:p-8', !joined && 'rounded-2xl ring-1 ring-ink-100')}>
          <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Glyph name="clock" />
          </span>
          <h2 id={partId(anchor, 'hours')} className="mt-5 text-2xl font-semibold text-ink-950">
            <Words text={hours.heading} />
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
