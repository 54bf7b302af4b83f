import { cn } from '~/lib/cn';
import { FadeIn } from '~/components/ui/FadeIn';
import { Picture } from '~/components/ui/Picture';
import { SmartLink } from '~/components/ui/SmartLink';
import { ItemBody } from '~/components/sections/ItemBody';
import { Intro } from '~/components/sections/parts/Intro';
import { PointList } from '~/components/sections/parts/PointList';
import type { SectionProps } from '~/components/sections/types';
import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';
import { SectionShell } from '~/components/sections/parts/Section';
import { partId } from '~/lib/ids';

/** Text beside a picture on wide screens (picture under it on phones): a heading, then the prose or points and a link. */
export function MediaText({ section, anchor, body }: SectionProps<'media-text'>) {
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell kind={section.type} id={section.id} headingId={headingId} tone={section.tone}>
      <div className="container-page">
        <FadeIn>
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <div className={cn(section.reverse && 'lg:order-2')}>
              <Intro
                id={headingId}
                eyebrow={section.eyebrow}
                heading={section.heading}
                lead={section.lead}
                tone={section.tone === 'dark' ? 'dark' : 'light'}
                className={section.prose ? 'mb-2' : undefined}
              />
              {section.prose ? <ItemBody body={body} /> : null}
              {section.points ? <PointList points={section.points} /> : null}
              {section.link ? (
                <p className="mt-8">
                  <SmartLink
                    href={sitePath(section.link.href)}
                    className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {section.link.label}
                    <Arrow />
                  </SmartLink>
                </p>
              ) : null}
            </div>
            <div className={cn('overflow-hidden rounded-3xl bg-brand-50 ring-1 ring-ink-100', section.reverse && 'lg:order-1')}>
              <Picture image={section.image} sizes="(min-width: 1024px) 50vw, 100vw" className="w-full" />
            </div>
          </div>
        </FadeIn>
      </div>
    </SectionShell>
  );
}
