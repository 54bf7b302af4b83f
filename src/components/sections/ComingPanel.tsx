import { SmartLink } from '../ui/SmartLink';

type Props = { note: string; links: { label: string; href: string }[] };

/** The "page coming" state: says what is on its way and where to go meanwhile. */
export function ComingPanel({ note, links }: Props) {
  return (
    <section className="container-page py-16 sm:py-20">
      <div className="flex flex-col gap-6 rounded-3xl border border-dashed border-ink-300 bg-white p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <p className="max-w-2xl text-lg leading-8 text-ink-700">{note}</p>
        <ul className="flex shrink-0 flex-wrap gap-3">
          {links.map((link, i) => (
            <li key={link.href}>
              <SmartLink
                href={link.href}
                className={
                  i === 0
                    ? 'inline-flex h-12 items-center rounded-full bg-ink-950 px-6 text-sm font-semibold text-white hover:bg-brand-700'
                    : 'inline-flex h-12 items-center rounded-full px-6 text-sm font-semibold text-ink-950 ring-1 ring-ink-200 ring-inset hover:ring-ink-400'
                }
              >
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
