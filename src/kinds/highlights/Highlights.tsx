import { Glyph } from '~/components/sections/parts/Glyph';
import type { SectionProps } from '~/components/sections/types';
import { BidiText } from '~/components/ui/BidiText';
import { Words } from '~/components/ui/Words';
import { SectionShell } from '~/components/sections/parts/Section';

/** Figures with a title and a sentence, on white cards overlapping the bottom of the hero above. */
export function Highlights({ section }: SectionProps<'highlights'>) {
  return (
    <SectionShell kind={section.type} as="div" tone="ground" rhythm="onto-band" width="page" className="relative">
      {/* In a row narrower than 14rem of text (200 % text on a phone) the icon stands above the figure. */}
      <ul className="@container grid-fit [--fit-gap:1rem] [--fit-min:13rem] md:[--fit-cols:3]">
        {section.items.map((item) => (
          <li
            key={item.title}
            className="flex gap-5 rounded-2xl @max-[14rem]:flex-col bg-white p-6 ring-1 ring-ink-100 shadow-lg shadow-ink-950/5 sm:p-7"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-ink-950 text-brand-300">
              <Glyph name={item.icon} />
            </span>
            <div className="min-w-0">
              <p className="font-display text-4xl leading-none font-semibold tracking-tight text-ink-950">
                <BidiText text={item.value} />
              </p>
              <p className="mt-2 font-display text-lg font-semibold text-ink-950">
                <Words text={item.title} />
              </p>
              <p className="mt-2 leading-7 text-ink-600">
                <Words text={item.text} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
