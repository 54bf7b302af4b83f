import { FadeSection } from '~/components/sections/parts/FadeSection';
import { Glyph } from '~/components/sections/parts/Glyph';
import { PresenceFacts } from '~/components/sections/parts/PresenceFacts';
import type { SectionProps } from '~/components/sections/types';
import { Words } from '~/components/ui/Words';

/** Offices and R&D centres: place (h3) and what the centre is (none is singled out unless content says so); then the headquarters and the hours. */
export function Centres({ section, anchor }: SectionProps<'centres'>) {
  return (
    <FadeSection section={section} anchor={anchor}>
      <ul className="grid-fit [--fit-gap:1rem] [--fit-min:13rem] sm:[--fit-cols:2] lg:[--fit-cols:4]">
        {section.items.map((item, i) => (
          <li key={item.name} className="relative overflow-hidden rounded-2xl bg-white p-6 ring-1 ring-ink-100">
            {/* The big number is decoration, drawn by CSS so it is neither read out nor counted as text. */}
            <span
              aria-hidden="true"
              data-number={String(i + 1).padStart(2, '0')}
              className="absolute top-5 inset-e-6 font-display text-4xl leading-none font-semibold text-brand-100 before:content-[attr(data-number)]"
            />
            <span className="relative grid size-10 place-items-center rounded-full bg-brand-600 text-white">
              <Glyph name="lab" className="size-5" />
            </span>
            <h3 className="relative mt-5 text-xl font-semibold text-ink-950">
              <Words text={item.name} />
            </h3>
            <p className="relative mt-1 text-ink-600">{item.title}</p>
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
