import { ActionButtons } from '~/components/ui/ActionButton';
import { Eyebrow, SectionHeading } from '~/components/ui/typography';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { rhythmOf, SectionShell } from '~/components/sections/parts/Section';
import { cn } from '~/lib/cn';

/**
 * Per look, the band's row of the section table (parts/Section.tsx) and whole class strings for what it holds: the full-width band (dark or light) and the rounded panel.
 * On a phone the actions stand one under the other, each as wide as the band's text, rather than two pills of two widths (docs/decisions/3503).
 */
const looks = {
  dark: {
    band: { tone: 'dark', toneText: false, rhythm: 'none', className: 'relative overflow-hidden' },
    backdrop: 'absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(21_150_162/0.35),transparent_60%)]',
    inner: 'container-page relative flex flex-col gap-8 xl:flex-row xl:flex-wrap xl:items-center xl:justify-between',
    innerRhythm: 'prose',
    copy: 'max-w-2xl xl:max-w-xl',
    text: 'mt-4 text-lg leading-8 text-ink-200',
    buttons: 'grid gap-3 sm:flex sm:flex-wrap xl:justify-end',
    tone: 'dark',
  },
  light: {
    band: { tone: 'brand', rhythm: 'none', className: 'relative overflow-hidden' },
    backdrop: 'absolute inset-0',
    inner: 'container-page relative flex flex-col gap-8 xl:flex-row xl:flex-wrap xl:items-center xl:justify-between',
    innerRhythm: 'prose',
    copy: 'max-w-2xl xl:max-w-xl',
    text: 'mt-4 text-lg leading-8 text-ink-600',
    buttons: 'grid gap-3 sm:flex sm:flex-wrap xl:justify-end',
    tone: 'light',
  },
  panel: {
    band: { tone: 'ground', rhythm: 'compact', width: 'page' },
    backdrop:
      'absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_10%,rgb(111_209_216/0.35),transparent_45%),radial-gradient(circle_at_0%_100%,rgb(6_16_29/0.5),transparent_55%)]',
    inner: 'flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between',
    innerRhythm: 'none',
    copy: 'max-w-2xl',
    text: 'mt-4 text-lg leading-8 text-brand-50',
    buttons: 'grid gap-3 sm:flex sm:flex-wrap',
    tone: 'dark',
  },
} as const;

/** A call to action: demo requests, downloads, consultations, onward links. */
export function Cta({ section, anchor }: SectionProps<'cta'>) {
  const look = looks[section.style === 'panel' ? 'panel' : section.tone];
  const headingId = partId(anchor, 'heading');
  const copy = (
    <div className={look.copy}>
      {section.eyebrow ? <Eyebrow tone={look.tone}>{section.eyebrow}</Eyebrow> : null}
      <SectionHeading id={headingId} tone={look.tone} className={section.style === 'panel' ? undefined : 'mt-2'}>
        {section.heading}
      </SectionHeading>
      {section.text ? <p className={look.text}>{section.text}</p> : null}
    </div>
  );
  const buttons = <ActionButtons actions={section.actions} tone={look.tone} className={look.buttons} />;
  if (section.style === 'panel') {
    return (
      <SectionShell kind={section.type} id={section.id} headingId={headingId} {...look.band}>
        <div className="surface-dark relative isolate overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div aria-hidden="true" className={look.backdrop} />
          <div className={look.inner}>
            {copy}
            {buttons}
          </div>
        </div>
      </SectionShell>
    );
  }
  return (
    <SectionShell kind={section.type} id={section.id} headingId={headingId} {...look.band}>
      <div aria-hidden="true" className={look.backdrop} />
      <div className={cn(look.inner, rhythmOf(look.innerRhythm))}>
        {copy}
        {buttons}
      </div>
    </SectionShell>
  );
}
