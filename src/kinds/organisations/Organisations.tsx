import { cn } from '~/lib/cn';
import { CountFigure } from '~/components/sections/parts/CountFigure';
import { Intro } from '~/components/sections/parts/Intro';
import { OrganisationTile } from '~/components/sections/parts/OrganisationTile';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';

/** "wide" 2 columns small, 4 medium (clients); "compact" 2 to 5 columns (partners). */
const layouts = {
  wide: { grid: 'grid-cols-2 md:grid-cols-4', compact: false },
  compact: { grid: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5', compact: true },
} as const;

/**
 * Clients or partners (docs/decisions/2710): the organisations the company has named, as logos or
 * names, with how many there are until every one is named. No tile stands for an unnamed one, and
 * until the first is named the section is not shown: a band holding only a number poses as proof
 * (docs/decisions/3350). Say the number in a sentence where it belongs instead.
 */
export function Organisations({ section, anchor }: SectionProps<'organisations'>) {
  const { grid, compact } = layouts[section.layout];
  const headingId = partId(anchor, 'heading');
  const named = section.entries;
  if (!named.length) return null;
  return (
    // "white" is the page's own ground here: the band has no surface of its own.
    <SectionShell kind={section.type} id={section.id} headingId={headingId} tone={section.tone === 'tint' ? 'tint' : 'ground'} rhythm="band-md">
      <div className="container-page">
        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_auto] md:items-end md:gap-16">
          <Intro eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} id={headingId} />
          {named.length < section.total ? <CountFigure total={section.total} label={section.totalLabel} /> : null}
        </div>
        <ul className={cn('mt-10 grid gap-3 sm:gap-4', grid)}>
          {named.map((entry) => (
            <li key={entry.name}>
              <OrganisationTile entry={entry} compact={compact} />
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
