import { FadeSection } from '~/components/sections/parts/FadeSection';
import { Glyph } from '~/components/sections/parts/Glyph';
import { PresenceFacts } from '~/components/sections/parts/PresenceFacts';
import type { SectionProps } from '~/components/sections/types';
import { Words } from '~/components/ui/Words';

/** Offices and R&D centres: place (h3) and what the centre is (none is singled out unless content says so); then the headquarters and the hours. */
export function Centres({ section, anchor }: SectionProps<'centres'>) {
  return (
    <FadeSection section={section} anchor={anchor}>
      <ul className="grid-fit [--fit-gap:0.75rem] [--fit-min:13rem] sm:[--fit-gap:1rem] sm:[--fit-cols:2] lg:[--fit-cols:4]">
        {section.items.map((item, i) => (
          // On a phone a centre is a row (its mark, its name and what it is, its number) rather than a
          // tall card that holds two short lines; from 640 px, a card (docs/decisions/3503). With large
          // text the row wraps: the number, then the name, take a line of their own rather than run out.
          <li
            key={item.name}
            className="relative flex flex-wrap items-center gap-x-4 gap-y-2 overflow-hidden rounded-2xl bg-white px-5 py-4 ring-1 ring-ink-100 sm:block sm:p-6"
          >
            {/* The big number is decoration, drawn by CSS so it is neither read out nor counted as text. */}
            <span
              aria-hidden="true"
              data-number={String(i + 1).padStart(2, '0')}
              className="order-last ms-auto font-display text-3xl leading-none font-semibold text-brand-100 before:content-[attr(data-number)] sm:absolute sm:top-5 sm:inset-e-6 sm:text-4xl"
            />
            <span className="relative grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
              <Glyph name="lab" className="size-5" />
            </span>
            <div className="relative">
              <h3 className="text-xl font-semibold text-ink-950 sm:mt-5">
                <Words text={item.name} />
              </h3>
              <p className="mt-1 text-ink-600">{item.title}</p>
            </div>
          </li>
        ))}
      </ul>
      {section.headquarters || section.hours ? (
        <div className="mt-5">
          <PresenceFacts anchor={anchor} headquarters={section.headquarters} hours={section.hours} />
        </div>
      ) : null}
    </FadeSection>
  );
}
