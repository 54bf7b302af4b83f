import { useSite } from '~/islands/site';
import { ButtonLink } from '~/components/ui/Button';
import { Glyph } from '~/components/sections/parts/Glyph';
import { Intro } from '~/components/sections/parts/Intro';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';

/** A brand site of the company (content/site.yaml `brands`, resolved at build time), opened in a new tab. */
export function BrandPanel({ section, anchor }: SectionProps<'brand-panel'>) {
  const { ui } = useSite();
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell kind={section.type} id={section.id} headingId={headingId} tone="ground" rhythm="none" width="page">
      <div className="surface-dark relative isolate overflow-hidden rounded-3xl bg-ink-950 px-6 py-12 sm:px-12 sm:py-14">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_20%,rgb(21_150_162/0.4),transparent_50%)]" />
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex items-start gap-5">
            <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-white/10 text-brand-300 sm:grid">
              <Glyph name="school" className="size-7" />
            </span>
            <Intro id={headingId} eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} tone="dark" />
          </div>
          <ButtonLink href={section.href} tone="dark" externalHint={ui.externalHint} className="shrink-0">
            {section.linkLabel}
            <span aria-hidden="true">↗</span>
          </ButtonLink>
        </div>
      </div>
    </SectionShell>
  );
}
