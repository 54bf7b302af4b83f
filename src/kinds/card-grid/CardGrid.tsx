import { cn } from '~/lib/cn';
import { FadeSection } from '~/components/sections/parts/FadeSection';
import { GlyphCard } from '~/components/sections/parts/GlyphCard';
import type { SectionProps } from '~/components/sections/types';

/** Columns by breakpoint, fewer when the text is large (`grid-fit`, app.css). */
const columns = {
  2: 'sm:[--fit-cols:2]',
  3: 'sm:[--fit-cols:2] lg:[--fit-cols:3]',
  4: '[--fit-min:13rem] sm:[--fit-cols:2] lg:[--fit-cols:4]',
} as const;

/** Cards with an icon, a title (h3), a text and an optional link, under the section's heading. */
export function CardGrid({ section, anchor }: SectionProps<'card-grid'>) {
  return (
    <FadeSection section={section} anchor={anchor}>
      <ul className={cn('grid-fit', columns[section.columns])}>
        {section.items.map((card) => (
          <li key={card.title}>
            <GlyphCard card={card} />
          </li>
        ))}
      </ul>
    </FadeSection>
  );
}
