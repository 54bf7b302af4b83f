import { cn } from '../../lib/cn';
import { Intro } from './parts/Intro';
import { OrganisationTile } from './parts/OrganisationTile';
import type { SectionProps } from './types';

/** SPEC.md section 9: "wide" 2 columns small, 4 medium (clients); "compact" 2 to 5 columns (partners). */
const layouts = {
  wide: { grid: 'grid-cols-2 md:grid-cols-4', compact: false },
  compact: { grid: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5', compact: true },
} as const;

const tones = { white: 'py-16 md:py-24', tint: 'py-16 md:py-24 bg-ink-50' } as const;

/** A grid of organisations (clients, partners): one component, two layouts. */
export function Organisations({ section, anchor }: SectionProps<'organisations'>) {
  const { grid, compact } = layouts[section.layout];
  const headingId = `${anchor}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={tones[section.tone]}>
      <div className="container-page">
        <Intro eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} id={headingId} />
        <ul className={cn('mt-10 grid gap-3 sm:gap-4', grid)}>
          {section.entries.map((entry) => (
            <li key={`${entry.name ?? entry.kind}-${entry.place}`}>
              <OrganisationTile entry={entry} compact={compact} />
            </li>
          ))}
        </ul>
        {section.note ? <p className="mt-6 text-sm text-ink-500">{section.note}</p> : null}
      </div>
    </section>
  );
}
