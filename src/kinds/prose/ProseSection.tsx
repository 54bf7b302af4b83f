import { cn } from '~/lib/cn';
import { Eyebrow, Lead, SectionHeading } from '~/components/ui/typography';
import { ItemBody } from '~/components/sections/ItemBody';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';

/**
 * The page's prose where the page lists a `prose` section. With a heading, the heading stands
 * beside the text on wide screens; without one the text runs in a reading column.
 */
export function ProseSection({ section, anchor, body }: SectionProps<'prose'>) {
  const centred = section.width === 'centred';
  if (!section.heading) {
    return (
      <section id={section.id} className={cn('container-page', centred ? 'py-16 sm:py-20' : 'py-14 sm:py-20')}>
        <ItemBody body={body} className={centred ? 'mx-auto' : undefined} />
      </section>
    );
  }
  const headingId = partId(anchor, 'heading');
  return (
    <section id={section.id} aria-labelledby={headingId} className="container-page grid gap-8 py-16 sm:py-24 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
      <div className="max-w-3xl">
        {section.eyebrow ? <Eyebrow>{section.eyebrow}</Eyebrow> : null}
        <SectionHeading id={headingId} className="mt-3">
          {section.heading}
        </SectionHeading>
        {section.lead ? <Lead className="mt-4">{section.lead}</Lead> : null}
      </div>
      <ItemBody body={body} />
    </section>
  );
}
