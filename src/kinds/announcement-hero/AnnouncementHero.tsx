import { FadeIn } from '~/components/ui/FadeIn';
import { Picture } from '~/components/ui/Picture';
import { Eyebrow } from '~/components/ui/typography';
import { FloatingSymbols } from '~/components/sections/parts/FloatingSymbols';
import type { SectionProps } from '~/components/sections/types';
import { BidiText } from '~/components/ui/BidiText';
import { rhythmOf, SectionShell } from '~/components/sections/parts/Section';
import { cn } from '~/lib/cn';
import { Words } from '~/components/ui/Words';

/** The caption's first word, kept on the flag's line, and the words after it (with their space). */
const firstWord = (text: string) => text.split(/\s/, 1)[0]!;
const rest = (text: string) => text.slice(firstWord(text).length);

/** An announcement: heading, a large figure, a label and where it comes from; fades in after 300 ms. */
export function AnnouncementHero({ section: hero }: SectionProps<'announcement-hero'>) {
  return (
    <SectionShell kind={hero.type} tone="night" rhythm="none" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_top,rgb(21_150_162/0.45),transparent_60%),radial-gradient(ellipse_at_bottom,rgb(244_183_60/0.12),transparent_55%)]"
      />
      <FloatingSymbols />
      <FadeIn delay="medium" duration="quick" className={cn('container-page flex flex-col items-center text-center', rhythmOf('announcement'))}>
        {hero.eyebrow ? <Eyebrow tone="dark">{hero.eyebrow}</Eyebrow> : null}
        <h1 className="mt-4 max-w-full text-display font-semibold">
          <Words text={hero.heading} />
        </h1>
        <p className="mt-8 bg-gradient-to-r from-brand-200 via-white to-signal-300 rtl:bg-gradient-to-l bg-clip-text font-display text-[min(3.75rem,14vw)] leading-none font-semibold tracking-tight text-transparent sm:text-[min(6rem,13vw)]">
          <BidiText text={hero.amount} />
        </p>
        <p className="mt-6 inline-flex items-center rounded-full bg-white/10 px-5 py-2 text-base font-semibold tracking-wide text-white ring-1 ring-white/20 ring-inset">
          {hero.round}
        </p>
        {/* The flag is part of the caption's first line: an inline picture kept with the first word,
            so on a narrow screen the words wrap under it, centred, and never leave it alone at one edge. */}
        <p className="mt-6 max-w-xl text-lg text-balance text-ink-100">
          <span className="whitespace-nowrap">
            <Picture image={hero.flag} priority className="me-3 inline-block h-6 w-auto rounded-[3px] align-[-0.3rem] shadow ring-1 ring-white/30" />
            {firstWord(hero.source)}
          </span>
          {rest(hero.source)}
        </p>
        {hero.lead ? <p className="mt-8 max-w-2xl text-lg leading-8 text-ink-200">{hero.lead}</p> : null}
      </FadeIn>
    </SectionShell>
  );
}
