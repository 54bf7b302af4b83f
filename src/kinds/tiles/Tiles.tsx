import { use } from 'react';
import { proseComponents } from '~/components/ui/Prose';
import { Tile } from '~/components/sections/parts/Tile';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';
import { Intro } from '~/components/sections/parts/Intro';

/** A section heading with its prose (the MDX body) beside it, over picture tiles that reveal their description. */
export function Tiles({ section, anchor, body }: SectionProps<'tiles'>) {
  const headingId = partId(anchor, 'heading');
  const Body = body ? use(body) : undefined;
  const someLink = section.tiles.some((tile) => tile.link);
  return (
    <SectionShell kind={section.type} id={section.id} headingId={headingId} tone="white">
      <div className="container-page">
        <div className="grid gap-6 lg:grid-cols-[1fr_1fr] lg:gap-16">
          <Intro id={headingId} eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} />
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
    </SectionShell>
  );
}
