import type { VideosBlock } from '../../../content/schemas/product';
import { cn } from '../../../lib/cn';
import { ProductVideo } from './ProductVideo';
import { Section, type SectionTone } from './Section';

/** Demo videos, each behind a local poster (DECISIONS.md #6). */
export function VideoSection({ block, name, tone = 'dark' }: { block: VideosBlock; name: string; tone?: SectionTone }) {
  return (
    <Section fallbackId={name} id={block.id} eyebrow={block.eyebrow} heading={block.heading} lead={block.lead} tone={tone}>
      <div className={cn('grid gap-6', block.items.length > 1 ? 'md:grid-cols-2' : 'mx-auto max-w-4xl')}>
        {block.items.map((video) => (
          <ProductVideo key={video.title} video={video} playLabel={block.playLabel} notice={block.notice} />
        ))}
      </div>
    </Section>
  );
}
