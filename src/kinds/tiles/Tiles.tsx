import { use } from 'react';
import { proseComponents } from '~/components/ui/Prose';
import { Eyebrow, Lead, SectionHeading } from '~/components/ui/typography';
import { Tile } from '~/components/sections/parts/Tile';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';

/** A section heading with its prose (the MDX body) beside it, over picture tiles that reveal their description. */
export function Tiles({ section, anchor, body }: SectionProps<'tiles'>) {
  const headingId = partId(anchor, 'heading');
  const Body = body ? use(body) : undefined;
  const someLink = section.tiles.some((tile) => tile.link);
  return (
    <section id={section.id} aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <div className="container-page">
        <div className="grid gap-6 lg:grid-cols-[1fr_1fr] lg:gap-16">
          <div className="max-w-3xl">
            {section.eyebrow ? <Eyebrow>{section.eyebrow}</Eyebrow> : null}
            <SectionHeading id={headingId} className="mt-3">
              {section.heading}
            </SectionHeading>
            {section.lead ? <Lead className="mt-4">{section.lead}</Lead> : null}
          </div>
          {Body ? (
            <div className="text-lg leading-8 text-ink-600 [&_p]:m-0 [&_strong]:font-semibold [&_strong]:text-ink-900">
              <Body components={proseComponents} />
            </div>
          ) : null}
        </div>
        <ul className="mt-10 grid-fit [--fit-min:13rem] sm:mt-12 sm:[--fit-cols:2] lg:[--fit-cols:4]">
          {section.tiles.map((tile) => (
            <li key={tile.id} className="flex">
              <Tile tile={tile} reserveLink={someLink} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
