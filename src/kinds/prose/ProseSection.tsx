import { ItemBody } from '~/components/sections/ItemBody';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';
import { Intro } from '~/components/sections/parts/Intro';

/**
 * The page's prose where the page lists a `prose` section. With a heading, the heading stands
 * beside the text on wide screens; without one the text runs in a reading column.
 */
export function ProseSection({ section, anchor, body }: SectionProps<'prose'>) {
  const centred = section.width === 'centred';
  if (!section.heading) {
    return (
      <SectionShell kind={section.type} id={section.id} tone="ground" rhythm={centred ? 'compact' : 'prose'} width="page">
        <ItemBody body={body} className={centred ? 'mx-auto' : undefined} />
      </SectionShell>
    );
  }
  const headingId = partId(anchor, 'heading');
  return (
    <SectionShell
      kind={section.type}
      id={section.id}
      headingId={headingId}
      tone="ground"
      rhythm="band"
      width="page"
      className="grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:gap-16"
    >
      <Intro id={headingId} eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} />
      <ItemBody body={body} />
    </SectionShell>
  );
}
