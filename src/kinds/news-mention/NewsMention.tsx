import { ButtonLink } from '~/components/ui/Button';
import { Eyebrow } from '~/components/ui/typography';
import { Glyph } from '~/components/sections/parts/Glyph';
import type { SectionProps } from '~/components/sections/types';
import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';
import { Words } from '~/components/ui/Words';
import { SectionShell } from '~/components/sections/parts/Section';

/** A pointer to a news item: headline, one line and a link. */
export function NewsMention({ section }: SectionProps<'news-mention'>) {
  const { eyebrow, title, text, link } = section;
  return (
    <SectionShell kind={section.type} label={eyebrow} tone="ground" rhythm="mention" width="page">
      <article className="flex flex-col gap-6 rounded-3xl bg-brand-50 p-7 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:p-10">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white text-brand-700 ring-1 ring-brand-100">
          <Glyph name="book" className="size-7" />
        </span>
        <div className="flex-1">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2 className="mt-2 text-2xl font-semibold text-ink-950">
            <Words text={title} />
          </h2>
          <p className="mt-2 leading-7 text-ink-600">
            <Words text={text} />
          </p>
        </div>
        {/* At 200 % text on a phone, the label's parts (the words, the arrow, "(in English)") take a second line rather than run out of the button (issue 46). */}
        <ButtonLink href={sitePath(link.href)} className="shrink-0 flex-wrap">
          {link.label}
          <Arrow />
        </ButtonLink>
      </article>
    </SectionShell>
  );
}
