import { lazy, Suspense } from 'react';
import { cn } from '~/lib/cn';
import { ActionButton } from '~/components/ui/ActionButton';
import { FadeIn } from '~/components/ui/FadeIn';
import { Eyebrow, PageHeading } from '~/components/ui/typography';
import { HeroPicture } from '~/components/sections/parts/HeroPicture';
import { HeroRings } from '~/components/sections/parts/HeroRings';
import type { SectionProps } from '~/components/sections/types';
import { rhythmOf, SectionShell } from '~/components/sections/parts/Section';

/** The particle canvas and the video facade are chunks of their own: only the pages that show them load their code. */
const ParticleField = lazy(() => import('~/components/sections/parts/ParticleField').then((m) => ({ default: m.ParticleField })));
const VideoPanel = lazy(() => import('~/components/sections/parts/VideoPanel').then((m) => ({ default: m.VideoPanel })));

/** The dark top of a page: h1 and picture at once, the rest fades in; rings or particles behind. */
export function MediaHero({ section }: SectionProps<'media-hero'>) {
  const media = section.image ? (
    <HeroPicture image={section.image} />
  ) : section.video ? (
    <Suspense fallback={null}>
      <VideoPanel video={section.video} />
    </Suspense>
  ) : null;
  return (
    <SectionShell kind={section.type} tone="night" rhythm="none" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(21_150_162/0.35),transparent_60%)]" />
      {section.backdrop === 'particles' ? (
        <Suspense fallback={null}>
          <ParticleField />
        </Suspense>
      ) : (
        <HeroRings />
      )}
      <div
        className={cn(
          'container-page relative grid grid-cols-[minmax(0,1fr)] items-center gap-12 lg:gap-16',
          rhythmOf('media-hero'),
          media && 'lg:grid-cols-[1.1fr_1fr]',
        )}
      >
        <div>
          {section.eyebrow ? (
            <FadeIn>
              <Eyebrow tone="dark">{section.eyebrow}</Eyebrow>
            </FadeIn>
          ) : null}
          <PageHeading tone="dark" className="mt-3 max-w-3xl">
            {section.heading}
          </PageHeading>
          {section.lead ? (
            <FadeIn delay="short">
              <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-200">{section.lead}</p>
            </FadeIn>
          ) : null}
          {section.actions?.length ? (
            <FadeIn delay="medium" className="mt-8 flex flex-wrap gap-3">
              {section.actions.map((action, i) => (
                <ActionButton key={action.label} action={action} variant={i === 0 ? 'primary' : 'secondary'} tone="dark" />
              ))}
            </FadeIn>
          ) : null}
        </div>
        {/* The picture is usually the largest paint: it shows at once, no fade. */}
        {media}
      </div>
    </SectionShell>
  );
}
