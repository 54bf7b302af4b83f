import { cn } from '~/lib/cn';
import { Eyebrow, Lead, SectionHeading } from '~/components/ui/typography';

type Props = {
  eyebrow?: string | undefined;
  heading: string;
  lead?: string | undefined;
  /** Names the section (its `aria-labelledby`). */
  id?: string;
  tone?: 'light' | 'dark';
  className?: string;
};

/** Eyebrow, h2 and lead at the top of a section. */
export function Intro({ eyebrow, heading, lead, id, tone = 'light', className }: Props) {
  return (
    <div className={cn('max-w-3xl', className)}>
      {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
      <SectionHeading id={id} tone={tone} className="mt-3">
        {heading}
      </SectionHeading>
      {lead ? (
        <Lead tone={tone} className="mt-4">
          {lead}
        </Lead>
      ) : null}
    </div>
  );
}
