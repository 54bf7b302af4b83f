import { Picture } from '~/components/ui/Picture';
import { NewsMeta } from '~/components/sections/parts/NewsMeta';
import type { SectionProps } from '~/components/sections/types';
import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';
import { partId } from '~/lib/ids';
import { Words } from '~/components/ui/Words';
import { SectionShell } from '~/components/sections/parts/Section';

/** The one featured story, above the filter and the grid. */
export function NewsFeatured({ section, anchor }: SectionProps<'news-featured'>) {
  const { item, label, labels, readMore } = section;
  const headingId = partId(anchor, 'heading');
  const href = `/news/${item.slug}`;
  return (
    // Site search finds the story at its own page, not here (docs/decisions/1802).
    <SectionShell kind={section.type} headingId={headingId} tone="ground" rhythm="onto-hero" width="page" data-pagefind-ignore="all">
      {/* One column as wide as the card, not as its longest unbreakable figure (a headline at 200 % text: issue 46). */}
      <article className="surface-dark group relative grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-3xl bg-ink-900 text-white shadow-2xl shadow-ink-900/20 md:grid-cols-[1.1fr_1fr]">
        <div className="aspect-[16/10] overflow-hidden bg-brand-50 md:aspect-auto">
          {/* Beside the text the column may be taller than the picture: it is shown whole, on the
              newsroom pictures' own ground, never cropped (docs/decisions/3361). */}
          <Picture image={item.image} priority sizes="(min-width: 768px) 55vw, 100vw" className="size-full object-contain" />
        </div>
        <div className="flex flex-col justify-center gap-5 p-7 sm:p-10 lg:p-14">
          <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-signal-400 uppercase">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-signal-400" />
            {label}
          </p>
          <NewsMeta category={item.category} date={item.date} labels={labels} tone="dark" />
          <h2 id={headingId} className="text-3xl leading-tight font-semibold sm:text-4xl">
            <Words text={item.title} />
          </h2>
          <p className="text-lg leading-8 text-ink-200">
            <Words text={item.excerpt} />
          </p>
          <a
            href={sitePath(href)}
            className="mt-2 inline-flex h-12 w-fit items-center gap-2 rounded-full bg-white px-6 text-sm font-semibold text-ink-950 transition-colors after:absolute after:inset-0 after:content-[''] hover:bg-brand-100"
          >
            {readMore}
            <span className="sr-only">: {item.title}</span>
            <Arrow />
          </a>
        </div>
      </article>
    </SectionShell>
  );
}
