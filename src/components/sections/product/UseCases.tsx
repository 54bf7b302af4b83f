import type { UseCasesBlock } from '../../../content/schemas/product';
import { cn } from '../../../lib/cn';
import { ProductCard } from './ProductCard';
import { Section, type SectionTone } from './Section';

const columns: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
};

/** Where the product is used: one card per setting, with a headline figure when content gives one. */
export function UseCases({ block, name, tone = 'tint' }: { block: UseCasesBlock; name: string; tone?: SectionTone }) {
  return (
    <Section fallbackId={name} id={block.id} eyebrow={block.eyebrow} heading={block.heading} lead={block.lead} tone={tone}>
      <div className={cn('grid gap-5', columns[block.items.length] ?? 'md:grid-cols-2 lg:grid-cols-3')}>
        {block.items.map((item) => (
          <ProductCard key={item.title} item={item} surface={tone === 'dark' ? 'dark' : 'white'} />
        ))}
      </div>
    </Section>
  );
}
