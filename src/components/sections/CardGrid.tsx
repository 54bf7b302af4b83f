import { cn } from '~/lib/cn';
import { FadeSection } from './parts/FadeSection';
import { GlyphCard } from './parts/GlyphCard';
import type { SectionProps } from './types';

const columns = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Cards with an icon, a title (h3), a text and an optional link, under the section's heading. */
export function CardGrid({ section, anchor }: SectionProps<'card-grid'>) {
  return (
    <FadeSection section={section} anchor={anchor}>
      <ul className={cn('grid gap-5', columns[section.columns])}>
        {section.items.map((card) => (
          <li key={card.title}>
            <GlyphCard card={card} />
          </li>
        ))}
      </ul>
    </FadeSection>
  );
}
