import { mailtoHref } from '~/lib/mailto';
import { useSite } from '~/islands/site';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';
import { Words } from '~/components/ui/Words';

/** The support, sales and partnerships mailboxes as mail links, each with what to write about. */
export function Mailboxes({ section: copy, anchor }: SectionProps<'mailboxes'>) {
  const { mailboxes } = useSite();
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell kind={copy.type} id={copy.id} headingId={headingId} tone="ground" rhythm="below" width="page">
      <h2 id={headingId} className="text-section font-semibold text-ink-950">
        <Words text={copy.heading} />
      </h2>
      <ul className="mt-8 grid-fit [--fit-gap:1rem] [--fit-min:13rem] md:[--fit-cols:3]">
        {copy.mailboxes.map((team) => (
          <li key={team.mailbox}>
            <a
              href={mailtoHref({ to: mailboxes[team.mailbox] })}
              className="group flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ink-950/5 hover:ring-brand-300 motion-reduce:hover:translate-y-0"
            >
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white"
              >
                <svg
                  viewBox="0 0 24 24"
                  width="22"
                  height="22"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <rect x="3" y="5" width="18" height="14" rx="2.5" />
                  <path d="m4 7 8 6 8-6" />
                </svg>
              </span>
              <span className="mt-5 font-display text-lg font-semibold text-ink-950">{team.label}</span>
              <span className="mt-1 text-sm leading-6 text-ink-600">{team.note}</span>
              <span className="mt-4 text-sm font-semibold break-words text-brand-700 underline decoration-brand-300 underline-offset-4 group-hover:decoration-brand-700">
                {/* Inline, so the address reads left to right while the card keeps the page's alignment. */}
                <span dir="ltr">{mailboxes[team.mailbox]}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
