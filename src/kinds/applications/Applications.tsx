import type { SectionProps } from '~/components/sections/types';
import { cn } from '~/lib/cn';
import { CardIcon } from '~/components/sections/parts/CardIcon';
import { Section } from '~/components/sections/parts/Section';
import { Words } from '~/components/ui/Words';

/** A compact list of applications or sectors: icon, name, one line. */
export function Applications({ section, anchor }: SectionProps<'applications'>) {
  const { tone } = section;
  return (
    <Section section={section} anchor={anchor} tone={tone}>
      <ul
        className={cn(
          'grid-fit [--fit-gap:2rem] [--fit-min:12rem] [--fit-row-gap:1.5rem] sm:[--fit-cols:2]',
          section.items.length % 4 === 0 ? 'lg:[--fit-cols:4]' : 'lg:[--fit-cols:3]',
        )}
      >
        {section.items.map((item) => (
          <li key={item.title} className="flex gap-4 border-t border-ink-100 pt-6">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-ink-900 text-brand-300">
              <CardIcon name={item.icon} />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink-950">
                <Words text={item.title} />
              </h3>
              {item.description ? (
                <p className="mt-1 leading-7 text-ink-600">
                  <Words text={item.description} />
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
