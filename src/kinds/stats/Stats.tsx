import { FadeIn } from '~/components/ui/FadeIn';
import { rhythmOf, Section, SectionShell } from '~/components/sections/parts/Section';
import type { SectionProps } from '~/components/sections/types';
import { BidiText } from '~/components/ui/BidiText';
import { bindFigures } from '~/lib/units';
import { partId } from '~/lib/ids';
import { cn } from '~/lib/cn';
import { Words } from '~/components/ui/Words';

type Figure = { value: string; label: string };

/** Figures on a dark band, with their source as small print. */
function Band({ section, anchor, items }: SectionProps<'stats'> & { items: Figure[] }) {
  return (
    <Section section={{ ...section, heading: section.heading ?? '' }} anchor={anchor} tone="dark">
      <dl className="grid-fit overflow-hidden rounded-3xl bg-white/10 [--fit-gap:1px] [--fit-min:14rem] sm:[--fit-cols:3]">
        {items.map((item) => (
          <div key={item.label} className="@container flex flex-col bg-ink-900 p-7">
            <dt className="text-ink-200">{item.label}</dt>
            {/* As large as its cell allows ("6-12 months" in a third of a 640px screen), up to 3rem; never
                under 1.5rem unless the cell is narrower than 10rem of text (200 % text on a phone). */}
            <dd className="order-first font-display text-[clamp(min(1.5rem,15cqi),12cqi,3rem)] leading-none font-semibold text-brand-300">
              <BidiText text={item.value} />
            </dd>
          </div>
        ))}
      </dl>
      {section.note ? <p className="mt-5 text-sm text-ink-300">{section.note}</p> : null}
    </Section>
  );
}

/** Figures as round badges on a dark grid, the heading small above them. */
function Badges({ section, anchor, items }: SectionProps<'stats'> & { items: Figure[] }) {
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell
      kind={section.type}
      id={section.id}
      headingId={section.heading ? headingId : undefined}
      tone="night"
      toneText={false}
      rhythm="none"
      className="relative overflow-hidden"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_75%)]"
      />
      <div className={cn('relative container-page', rhythmOf('figures'))}>
        {section.heading ? (
          <h2 id={headingId} className="text-center font-sans text-sm font-semibold tracking-[0.16em] text-brand-300 uppercase">
            <Words text={section.heading} />
          </h2>
        ) : null}
        {/* The band's sentence holds figures too ("16 organisations"): each stays on one line. */}
        {section.lead ? <p className="mx-auto mt-4 max-w-2xl text-center leading-7 text-ink-200">{bindFigures(section.lead)}</p> : null}
        {/* Three to a row, fewer when the text is larger (a badge is never under 5.25rem: docs/decisions/3372). */}
        <dl className="mx-auto mt-8 grid-fit max-w-4xl [--fit-cols:3] [--fit-gap:0.75rem] [--fit-min:5.25rem] sm:[--fit-gap:1.5rem]">
          {items.map((item) => (
            <div
              key={item.label}
              // Reversed, the figure comes first; packed to the top, every figure stands on one baseline
              // however many lines its label takes.
              className="flex flex-col-reverse items-center justify-end rounded-3xl bg-white/5 px-2 py-6 text-center ring-1 ring-white/10 sm:px-6 sm:py-8"
            >
              <dt className="mt-2 text-xs font-medium tracking-wide text-ink-300 sm:text-sm">{item.label}</dt>
              <dd className="font-display text-4xl font-semibold tracking-tight text-white sm:text-5xl md:text-6xl">
                <BidiText text={item.value} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </SectionShell>
  );
}

/** Figures in a white grid that overlaps the bottom of the section above (a hero). */
function Overlap({ section, items }: SectionProps<'stats'> & { items: Figure[] }) {
  return (
    <SectionShell kind={section.type} as="div" tone="ground" rhythm="onto-band" width="page" className="relative">
      <FadeIn delay="short" className="rounded-2xl shadow-xl shadow-ink-950/5">
        <dl className="grid-fit overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-100 [--fit-cols:2] [--fit-gap:1px] [--fit-min:8rem] lg:[--fit-cols:4]">
          {items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse justify-end gap-1 bg-white px-4 py-7 min-[24rem]:px-6 sm:px-8 sm:py-9">
              <dt className="text-sm font-medium text-ink-600 sm:text-base">{item.label}</dt>
              {/* Two to a row on the narrowest phones: "5000+" fits its cell at 320px only a size down. */}
              <dd className="font-display text-3xl font-semibold tracking-tight text-ink-950 min-[24rem]:text-4xl sm:text-5xl">
                <BidiText text={item.value} />
              </dd>
            </div>
          ))}
        </dl>
      </FadeIn>
    </SectionShell>
  );
}

/** Headline figures: the style named in content picks the look (a lookup, not a fork). */
export function Stats(props: SectionProps<'stats'>) {
  const { section } = props;
  const items = section.items ?? [];
  const styles = { band: Band, badges: Badges, overlap: Overlap } as const;
  const Look = styles[section.style];
  return <Look {...props} items={items} />;
}
