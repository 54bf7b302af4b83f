import { Island } from '~/islands/Island';
import { ActionButtons } from '~/components/ui/ActionButton';
import { Eyebrow, Lead, PageHeading } from '~/components/ui/typography';
import { SlideShow } from '~/components/sections/parts/SlideShow';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { rhythmOf, SectionShell } from '~/components/sections/parts/Section';
import { cn } from '~/lib/cn';

/**
 * The top of the home page (docs/decisions/2701): who the company is and what to do next, in the
 * first view at every width — eyebrow, the statement as the page's h1, a lead and two buttons —
 * beside the picture slides (an island: only the slide show runs in the browser; the text and the
 * buttons are HTML). Phones show the text first, then the slides.
 */
export function HeroCarousel({ section, anchor }: SectionProps<'hero-carousel'>) {
  const { eyebrow, heading, lead, actions, label, slideLabel, previousLabel, nextLabel, pauseLabel, playLabel, slides } = section;
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell kind={section.type} headingId={headingId} tone="night" rhythm="none" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgb(21_150_162/0.28),transparent_55%),linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:auto,48px_48px,48px_48px]"
      />
      <div className={cn('container-page grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12', rhythmOf('hero-carousel'))}>
        <div>
          {eyebrow ? <Eyebrow tone="dark">{eyebrow}</Eyebrow> : null}
          <PageHeading id={headingId} tone="dark" size="title" className="mt-3">
            {heading}
          </PageHeading>
          {lead ? (
            <Lead tone="dark" className="mt-5 max-w-xl">
              {lead}
            </Lead>
          ) : null}
          {actions?.length ? <ActionButtons actions={actions} tone="dark" className="mt-8 flex flex-wrap gap-3" /> : null}
        </div>
        <Island
          name="hero-carousel"
          component={SlideShow}
          props={{ carousel: { label, slideLabel, previousLabel, nextLabel, pauseLabel, playLabel, slides } }}
        />
      </div>
    </SectionShell>
  );
}
