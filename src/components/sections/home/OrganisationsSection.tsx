import type { HomePage } from '../../../content/schemas/pages/home';
import { cn } from '../../../lib/cn';
import { OrganisationTile } from './OrganisationTile';
import { SectionIntro } from './SectionIntro';

/** SPEC.md section 9: clients 2 columns small, 4 medium; partners 2 to 5 columns. */
const layouts = {
  clients: { grid: 'grid-cols-2 md:grid-cols-4', compact: false },
  partners: { grid: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5', compact: true },
} as const;

type Props = { id: string; section: HomePage['clients']; layout: keyof typeof layouts; className?: string };

/** The trusted-clients grid and the "Supported By" grid: one component, two layouts. */
export function OrganisationsSection({ id, section, layout, className }: Props) {
  const { grid, compact } = layouts[layout];
  return (
    <section aria-labelledby={id} className={cn('py-16 md:py-24', className)}>
      <div className="container-page">
        <SectionIntro intro={section} id={id} />
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
