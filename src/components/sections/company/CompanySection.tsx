import type { SectionIntro as Intro } from '../../../content/schemas/company';
import { cn } from '../../../lib/cn';
import { FadeIn } from '../../ui/FadeIn';
import { SectionIntro } from './SectionIntro';

const tones = { plain: '', muted: 'bg-ink-50' } as const;

type Props = {
  /** Names the section: its heading gets the id `<name>-heading`. */
  name: string;
  intro: Intro;
  tone?: keyof typeof tones;
  /** Fragment id for links such as "#centres". */
  anchor?: string;
  children: React.ReactNode;
};

/** A company-page section: intro (h2) above its content, on a plain or muted ground, fading in. */
export function CompanySection({ name, intro, tone = 'plain', anchor, children }: Props) {
  return (
    <section id={anchor} aria-labelledby={`${name}-heading`} className={cn('py-16 sm:py-24', tones[tone])}>
      <FadeIn className="container-page">
        <SectionIntro id={`${name}-heading`} intro={intro} className="mb-10" />
        {children}
      </FadeIn>
    </section>
  );
}
