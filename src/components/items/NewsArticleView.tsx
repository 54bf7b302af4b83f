import { Link } from 'react-router';
import type { BodyPromise } from '~/content/bodies';
import type { NewsItem } from '~/content/schemas/news';
import type { SectionOf } from '~/content/schemas/sections';
import { ArticleNav } from '~/components/sections/parts/ArticleNav';
import { NewsMeta } from '~/components/sections/parts/NewsMeta';
import { ItemBody } from '~/components/sections/ItemBody';
import { Picture, type PictureImage } from '~/components/ui/Picture';
import { Words } from '~/components/ui/Words';

type Neighbour = { slug: string; title: string } | null;

type Props = {
  item: Pick<NewsItem, 'title' | 'date' | 'category' | 'excerpt'> & { image: PictureImage };
  body: BodyPromise | undefined;
  /** The newsroom's words (its `news-list` section). */
  copy: SectionOf<'news-list'>['article'];
  categories: SectionOf<'news-list'>['categories'];
  newer: Neighbour;
  older: Neighbour;
};

/** A news item's page (/news/<slug>): the route draws it, and so does the content editor's preview. */
export function NewsArticleView({ item, body, copy, categories, newer, older }: Props) {
  return (
    <article className="pb-20">
      <header className="relative overflow-hidden border-b border-ink-100 bg-ink-50">
        <div className="container-page relative max-w-4xl py-12 sm:py-16">
          <Link to="/news" className="text-sm font-semibold text-brand-700 hover:text-brand-900">
            {copy.back}
          </Link>
          <NewsMeta category={item.category} date={item.date} labels={categories} className="mt-8" />
          <h1 className="mt-4 text-title font-semibold text-ink-950">
            <Words text={item.title} />
          </h1>
          <p className="mt-5 text-lg leading-8 text-ink-600">
            <Words text={item.excerpt} />
          </p>
        </div>
      </header>
      <div className="container-page max-w-4xl">
        <div className="-mt-px overflow-hidden rounded-b-3xl bg-brand-50 sm:mx-0">
          <Picture image={item.image} priority sizes="(min-width: 896px) 896px, 100vw" className="w-full" />
        </div>
        <div className="mt-12">
          <ItemBody body={body} />
        </div>
        <ArticleNav label={copy.more} older={older && { ...older, label: copy.older }} newer={newer && { ...newer, label: copy.newer }} />
      </div>
    </article>
  );
}
