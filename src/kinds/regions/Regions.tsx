import { FadeSection } from '~/components/sections/parts/FadeSection';
import { Glyph } from '~/components/sections/parts/Glyph';
import type { SectionProps } from '~/components/sections/types';
import { Words } from '~/components/ui/Words';

/** Regions of the world: name, description and the countries they cover. */
export function Regions({ section, anchor }: SectionProps<'regions'>) {
  return (
    <FadeSection section={section} anchor={anchor}>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-2">
        {section.items.map((region) => (
          <li key={region.name} className="flex flex-col rounded-2xl bg-white p-7 ring-1 ring-ink-100 sm:p-8">
            <div className="flex items-center gap-4">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Glyph name="globe" />
              </span>
              <h3 className="text-2xl font-semibold text-ink-950">
                <Words text={region.name} />
              </h3>
            </div>
            <p className="mt-4 leading-7 text-ink-600">
              <Words text={region.description} />
            </p>
            {region.countries.length ? (
              <ul className="mt-5 flex flex-wrap gap-2">
                {region.countries.map((country) => (
                  <li key={country} className="rounded-full bg-ink-50 px-3 py-1 text-sm font-medium text-ink-800 ring-1 ring-ink-100 ring-inset">
                    {country}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </FadeSection>
  );
}
