import { cn } from '~/lib/cn';
import { Glyph } from '~/components/sections/parts/Glyph';
import { RosterSection } from '~/components/sections/parts/RosterSection';
import type { SectionProps } from '~/components/sections/types';
import { Words } from '~/components/ui/Words';

const kinds = {
  Academic: { tone: 'bg-brand-50 text-brand-800 ring-brand-200', icon: 'school' },
  Research: { tone: 'bg-ink-50 text-ink-800 ring-ink-200', icon: 'lab' },
  Industry: { tone: 'bg-signal-100 text-signal-900 ring-signal-300', icon: 'factory' },
} as const;

/**
 * Partners, each labelled Academic, Research or Industry (docs/decisions/2710): how many there are
 * until the company names them all, and a card for each one it has named.
 */
export function Partners({ section, anchor }: SectionProps<'partners'>) {
  return (
    <RosterSection section={section} listed={section.items.length} anchor={anchor}>
      <ul className="grid-fit [--fit-gap:1rem] sm:[--fit-cols:2] lg:[--fit-cols:3]">
        {section.items.map((partner) => {
          const kind = kinds[partner.kind];
          return (
            <li key={partner.name} className="flex items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-ink-100">
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-ink-950 text-brand-300">
                <Glyph name={kind.icon} />
              </span>
              <div>
                <p className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1 ring-inset', kind.tone)}>
                  {partner.kind}
                </p>
                <h3 className="mt-2 text-lg font-semibold text-ink-950">
                  <Words text={partner.name} />
                </h3>
              </div>
            </li>
          );
        })}
      </ul>
    </RosterSection>
  );
}
