import { cn } from '../../../lib/cn';
import { Eyebrow, Headline, Lead } from '../../ui/typography';

type Intro = { eyebrow?: string | undefined; heading: string; lead?: string | undefined };

/** Eyebrow, headline-size heading (the home page's larger scale) and lead at the top of a section. The heading carries `id` for aria-labelledby. */
export function HeadlineIntro({ intro, id, level = 'h2', className }: { intro: Intro; id: string; level?: 'h1' | 'h2'; className?: string }) {
  return (
    <div className={cn('max-w-3xl', className)}>
      {intro.eyebrow ? <Eyebrow>{intro.eyebrow}</Eyebrow> : null}
      <Headline as={level} id={id} className="mt-3">
        {intro.heading}
      </Headline>
      {intro.lead ? <Lead className="mt-4">{intro.lead}</Lead> : null}
    </div>
  );
}
