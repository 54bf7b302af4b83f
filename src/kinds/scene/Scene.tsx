import type { SectionProps } from '~/components/sections/types';
import { EmbedFacade } from '~/components/ui/EmbedFacade';
import { Section } from '~/components/sections/parts/Section';

/** A 3D scene that loads only when the visitor asks for it. */
export function Scene({ section, anchor }: SectionProps<'scene'>) {
  const { tone } = section;
  return (
    <Section section={section} anchor={anchor} tone={tone}>
      <EmbedFacade
        poster={section.poster}
        title={section.title}
        embedUrl={section.embedUrl}
        loadLabel={section.loadLabel}
        externalUrl={section.externalUrl}
        externalLabel={section.externalLabel}
        notice={section.notice}
        allow="fullscreen; xr-spatial-tracking"
        className="mx-auto max-w-5xl ring-1 ring-white/10"
      />
    </Section>
  );
}
