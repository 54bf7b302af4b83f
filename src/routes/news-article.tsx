import { data, Link } from 'react-router';
import { ArticleNav } from '~/components/sections/parts/ArticleNav';
import { NewsMeta } from '~/components/sections/parts/NewsMeta';
import { ItemBody } from '~/components/sections/ItemBody';
import { Picture } from '~/components/ui/Picture';
import { bodiesOf, type BodyModule } from '~/content/bodies';
import { newsroomCopy } from '~/content/collection-copy.server';
import { loadNews } from '~/content/load.server';
import { newsArticle } from '~/lib/jsonld';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import type { SearchKind } from '~/content/schemas/site';
import type { Route } from './+types/news-article';

const bodies = bodiesOf(import.meta.glob<BodyModule>('/content/news/*.mdx'));

export async function loader({ params, request }: Route.LoaderArgs) {
  const items = loadNews();
  const index = items.findIndex((item) => item.slug === params.slug);
  const item = items[index];
  if (!item) throw data(null, { status: 404 });
  // Loaded now so the prerendered page holds the body in place, readable without JavaScript.
  await bodies.preload(item.file);
  const { article, categories } = newsroomCopy();
  const neighbour = (i: number) => (items[i] ? { slug: items[i].slug, title: items[i].title } : null);
  const head = [
    ...pageHead(
      request,
      { title: item.title, description: item.excerpt, socialImage: item.image.src },
      {
        type: 'article',
        structuredData: (site, pathname) => [
          newsArticle(site, {
            path: pathname,
            headline: item.title,
            description: item.excerpt,
            datePublished: item.date,
            images: [item.image.src],
            section: categories[item.category],
          }),
        ],
      },
    ),
    { property: 'article:published_time', content: item.date },
    { property: 'article:section', content: categories[item.category] },
  ];
  return { item, copy: article, categories, newer: neighbour(index - 1), older: neighbour(index + 1), head, search: 'news' satisfies SearchKind };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function NewsArticle({ loaderData: { item, copy, categories, newer, older } }: Route.ComponentProps) {
  const Body = bodies.body(item.file);
  return (
    <article className="pb-20">
      <header className="relative overflow-hidden border-b border-ink-100 bg-ink-50">
        <div className="container-page relative max-w-4xl py-12 sm:py-16">
          <Link to="/news" className="text-sm font-semibold text-brand-700 hover:text-brand-900">
            {copy.back}
          </Link>
          <NewsMeta category={item.category} date={item.date} labels={categories} className="mt-8" />
          <h1 className="mt-4 text-title font-semibold text-ink-950">{item.title}</h1>
          <p className="mt-5 text-lg leading-8 text-ink-600">{item.excerpt}</p>
        </div>
      </header>
      <div className="container-page max-w-4xl">
        <div className="-mt-px overflow-hidden rounded-b-3xl bg-brand-50 sm:mx-0">
          <Picture image={item.image} priority sizes="(min-width: 896px) 896px, 100vw" className="w-full" />
        </div>
        <div className="mt-12">
          <ItemBody body={Body} />
        </div>
        <ArticleNav label={copy.more} older={older && { ...older, label: copy.older }} newer={newer && { ...newer, label: copy.newer }} />
      </div>
    </article>
  );
}
