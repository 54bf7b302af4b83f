import type { SceneBlock } from '../../../content/schemas/product';
import { EmbedFacade } from '../../ui/EmbedFacade';
import { Section, type SectionTone } from './Section';

/** A 3D scene that loads only when the visitor asks for it. */
export function SceneSection({ block, name, tone = 'dark' }: { block: SceneBlock; name: string; tone?: SectionTone }) {
  return (
    <Section fallbackId={name} id={block.id} eyebrow={block.eyebrow} heading={block.heading} lead={block.lead} tone={tone}>
      <EmbedFacade
        poster={block.poster}
        title={block.title}
        embedUrl={block.embedUrl}
        loadLabel={block.loadLabel}
        externalUrl={block.externalUrl}
        externalLabel={block.externalLabel}
        notice={block.notice}
        allow="fullscreen; xr-spatial-tracking"
        className="mx-auto max-w-5xl ring-1 ring-white/10"
      />
    </Section>
  );
}
