import { Picture } from '~/components/ui/Picture';
import { Words } from '~/components/ui/Words';
import { NewsMeta } from './NewsMeta';
import type { CategoryLabels, NewsCardItem } from './news-types';
import { sitePath } from '~/lib/base-path';
import { Arrow } from '~/components/ui/Arrow';

/** One story in the newsroom grid: image, category, date, headline, excerpt and "Read more". */
export function NewsCard({ item, labels, readMore }: { item: NewsCardItem; labels: CategoryLabels; readMore: string }) {
  const href = `/news/${item.slug}`;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:shadow-xl hover:shadow-ink-900/5 hover:ring-ink-200">
      <div className="aspect-[16/10] overflow-hidden bg-brand-50">
        <Picture
          image={item.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition duration-500 motion-safe:group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <NewsMeta category={item.category} date={item.date} labels={labels} />
        <h3 className="mt-4 text-xl leading-snug font-semibold text-ink-950">
          <Words text={item.title} />
        </h3>
        <p className="mt-3 line-clamp-3 text-[0.9375rem] leading-7 text-ink-600">{item.excerpt}</p>
        <a
          href={sitePath(href)}
          className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:content-[''] hover:text-brand-900"
        >
          {readMore}
          <span className="sr-only">: {item.title}</span>
          <Arrow className="transition motion-safe:group-hover:translate-x-0.5 rtl:motion-safe:group-hover:-translate-x-0.5" />
        </a>
      </div>
    </article>
  );
}
