import { FEED_PATH } from '~/content/generated';
import { cn } from '~/lib/cn';
import { ActionButtons } from '~/components/ui/ActionButton';
import { Picture } from '~/components/ui/Picture';
import { Eyebrow, Lead, PageHeading } from '~/components/ui/typography';
import { FeedLink } from '~/components/sections/parts/FeedLink';
import type { SectionProps } from '~/components/sections/types';
import { LightHeroBand, rhythmOf } from '~/components/sections/parts/Section';

/** The plain top of a page: eyebrow, h1, lead and buttons on a quiet grid backdrop, with a picture beside them when content gives one. */
export function Hero({ section }: SectionProps<'hero'>) {
  return (
    <LightHeroBand kind={section.type}>
      <div
        className={cn(
          'container-page relative grid grid-cols-[minmax(0,1fr)] items-center gap-10',
          rhythmOf('compact'),
          section.image && 'md:grid-cols-[1.1fr_0.9fr] lg:gap-16',
        )}
      >
        <div>
          {section.eyebrow ? <Eyebrow>{section.eyebrow}</Eyebrow> : null}
          <PageHeading className="mt-3 max-w-4xl">{section.heading}</PageHeading>
          {section.lead ? <Lead className="mt-5 max-w-2xl">{section.lead}</Lead> : null}
          {section.actions?.length ? <ActionButtons actions={section.actions} className="mt-8 flex flex-wrap gap-3" /> : null}
          {section.updated ? <p className="mt-6 text-sm font-medium text-ink-500">{section.updated}</p> : null}
          {section.feed ? <FeedLink href={FEED_PATH} label={section.feed.label} /> : null}
        </div>
        {section.image ? (
          <Picture
            image={section.image}
            priority
            sizes="(min-width: 768px) 42vw, 90vw"
            className="w-full rounded-3xl shadow-2xl ring-1 shadow-ink-900/10 ring-ink-100"
          />
        ) : null}
      </div>
    </LightHeroBand>
  );
}
