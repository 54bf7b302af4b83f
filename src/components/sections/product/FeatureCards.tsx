import type { FeatureCardsBlock } from '../../../content/schemas/product';
import { cn } from '../../../lib/cn';
import { Picture } from '../../ui/Picture';
import { ProductCard, type CardSurface } from './ProductCard';
import { Section, type SectionTone } from './Section';

/** Column classes by number of cards, so 3, 4 and 6 cards all fill their rows. */
const columns: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-3',
  6: 'sm:grid-cols-2 lg:grid-cols-3',
};

const surfaceFor: Record<SectionTone, CardSurface> = { white: 'tint', tint: 'white', brand: 'white', dark: 'dark' };

type Props = { block: FeatureCardsBlock; name: string; tone?: SectionTone };

/** Feature cards, capability panels, version cards, numbered modes: one grid fed by content. */
export function FeatureCards({ block, name, tone = 'white' }: Props) {
  const surface = surfaceFor[tone];
  const grid = (
    <div className={cn('grid gap-5', block.layout === 'split' ? 'grid-cols-1' : (columns[block.items.length] ?? columns[3]))}>
      {block.items.map((item, i) => (
        <ProductCard key={item.title} item={item} surface={surface} step={block.layout === 'steps' ? i + 1 : undefined} />
      ))}
    </div>
  );
  return (
    <Section fallbackId={name} id={block.id} eyebrow={block.eyebrow} heading={block.heading} lead={block.lead} tone={tone}>
      {block.layout === 'split' && block.image ? (
        <div className="grid items-center gap-10 md:grid-cols-2">
          <div className="rounded-3xl bg-brand-50 p-6">
            <Picture image={block.image} sizes="(min-width: 768px) 45vw, 90vw" className="mx-auto block w-full" />
          </div>
          {grid}
        </div>
      ) : (
        grid
      )}
    </Section>
  );
}
