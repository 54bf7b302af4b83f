import type { SectionProps } from '~/components/sections/types';
import { cn } from '~/lib/cn';
import { Picture } from '~/components/ui/Picture';
import { Card, type CardSurface } from '~/components/sections/parts/Card';
import { Section, type SectionTone } from '~/components/sections/parts/Section';

/** Column classes by number of cards, so 3, 4 and 6 cards all fill their rows; fewer when the text is large (`grid-fit`, app.css). */
const columns: Record<number, string> = {
  1: '',
  2: 'sm:[--fit-cols:2]',
  3: 'sm:[--fit-cols:2] lg:[--fit-cols:3]',
  4: '[--fit-min:13rem] sm:[--fit-cols:2] lg:[--fit-cols:4]',
  5: 'sm:[--fit-cols:2] lg:[--fit-cols:3]',
  6: 'sm:[--fit-cols:2] lg:[--fit-cols:3]',
};

const surfaceFor: Record<SectionTone, CardSurface> = { white: 'tint', tint: 'white', brand: 'white', dark: 'dark' };

/** Feature cards, capability panels, version cards, numbered modes: one grid fed by content. */
export function FeatureCards({ section, anchor }: SectionProps<'feature-cards'>) {
  const { tone } = section;
  const surface = surfaceFor[tone];
  const grid = (
    <div className={cn('grid-fit', section.layout === 'split' ? '' : (columns[section.items.length] ?? columns[3]))}>
      {section.items.map((item, i) => (
        <Card key={item.title} item={item} surface={surface} step={section.layout === 'steps' ? i + 1 : undefined} />
      ))}
    </div>
  );
  return (
    <Section section={section} anchor={anchor} tone={tone}>
      {section.layout === 'split' && section.image ? (
        <div className="grid items-center gap-10 md:grid-cols-2">
          <div className="rounded-3xl bg-brand-50 p-6">
            <Picture image={section.image} sizes="(min-width: 768px) 45vw, 90vw" className="mx-auto block w-full" />
          </div>
          {grid}
        </div>
      ) : (
        grid
      )}
    </Section>
  );
}
