import type { SectionProps } from '~/components/sections/types';
import { cn } from '~/lib/cn';
import { VideoCard } from '~/components/sections/parts/VideoCard';
import { Section } from '~/components/sections/parts/Section';

/**
 * Demo videos, each behind a local poster (docs/decisions/0401). The page loader keeps only the videos
 * the company has given an address; with none, the section is not shown (docs/decisions/2711).
 */
export function Videos({ section, anchor }: SectionProps<'videos'>) {
  const { tone } = section;
  if (!section.items.length) return null;
  return (
    <Section section={section} anchor={anchor} tone={tone}>
      <div className={cn('grid gap-6', section.items.length > 1 ? 'md:grid-cols-2' : 'mx-auto max-w-4xl')}>
        {section.items.map((video) => (
          <VideoCard key={video.title} video={video} playLabel={section.playLabel} notice={section.notice} />
        ))}
      </div>
    </Section>
  );
}
