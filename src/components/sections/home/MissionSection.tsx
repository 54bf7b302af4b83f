import type { MDXProps } from 'mdx/types';
import type { ComponentType } from 'react';
import type { HomePage } from '../../../content/schemas/pages/home';
import { mdxComponents } from '../../ui/Prose';
import { IndustryTile } from './IndustryTile';
import { SectionIntro } from './SectionIntro';

/** "Building Physical AI & Robotics for the Real World": the page's h1, the mission (MDX body) and the industry tiles. */
export function MissionSection({ mission, body: Body }: { mission: HomePage['mission']; body: ComponentType<MDXProps> }) {
  return (
    <section aria-labelledby="mission-heading" className="relative overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-72 bg-[linear-gradient(to_right,rgb(11_26_44/0.045)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_26_44/0.045)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="relative container-page py-16 md:py-24">
        <div className="grid gap-6 lg:grid-cols-[1.1fr_1fr] lg:items-end lg:gap-16">
          <SectionIntro intro={mission} id="mission-heading" level="h1" />
          <div className="text-lg leading-8 text-ink-600 [&_p]:m-0 [&_strong]:font-semibold [&_strong]:text-ink-900">
            <Body components={mdxComponents} />
          </div>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:mt-16 lg:grid-cols-4 lg:gap-5">
          {mission.tiles.map((tile) => (
            <li key={tile.id}>
              <IndustryTile tile={tile} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
