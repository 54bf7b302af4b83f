import type { SectionProps } from '~/components/sections/types';
import { cn } from '~/lib/cn';
import { Card } from '~/components/sections/parts/Card';
import { Section } from '~/components/sections/parts/Section';

const columns: Record<number, string> = {
  2: 'md:[--fit-cols:2]',
  3: '[--fit-min:13rem] md:[--fit-cols:3]',
  4: '[--fit-min:13rem] md:[--fit-cols:2] xl:[--fit-cols:4]',
};

/** Where the product is used: one card per setting, with a headline figure when content gives one. */
export function UseCases({ section, anchor }: SectionProps<'use-cases'>) {
  const { tone } = section;
  return (
    <Section section={section} anchor={anchor} tone={tone}>
      <div className={cn('grid-fit', columns[section.items.length] ?? '[--fit-min:13rem] md:[--fit-cols:2] lg:[--fit-cols:3]')}>
        {section.items.map((item) => (
          <Card key={item.title} item={item} surface={tone === 'dark' ? 'dark' : 'white'} />
        ))}
      </div>
    </Section>
  );
}
