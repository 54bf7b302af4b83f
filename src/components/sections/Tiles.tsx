import { use } from 'react';
import { mdxComponents } from '../ui/Prose';
import { Tile } from './parts/Tile';
import { HeadlineIntro } from './parts/HeadlineIntro';
import type { SectionProps } from './types';

/** The page's h1 with its prose (the MDX body) beside it, over picture tiles that reveal their description. */
export function Tiles({ section, anchor, body }: SectionProps<'tiles'>) {
  const headingId = `${anchor}-heading`;
  const Body = body ? use(body) : undefined;
  return (
    <section id={section.id} aria-labelledby={headingId} className="relative overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-72 bg-[linear-gradient(to_right,rgb(11_26_44/0.045)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_26_44/0.045)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="relative container-page py-16 md:py-24">
        <div className="grid gap-6 lg:grid-cols-[1.1fr_1fr] lg:items-end lg:gap-16">
          <HeadlineIntro intro={section} id={headingId} level="h1" />
          {Body ? (
            <div className="text-lg leading-8 text-ink-600 [&_p]:m-0 [&_strong]:font-semibold [&_strong]:text-ink-900">
              <Body components={mdxComponents} />
            </div>
          ) : null}
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:mt-16 lg:grid-cols-4 lg:gap-5">
          {section.tiles.map((tile) => (
            <li key={tile.id}>
              <Tile tile={tile} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
