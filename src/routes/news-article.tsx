import { data } from 'react-router';
import { NewsArticleView } from '~/components/items/NewsArticleView';
import { bodiesOf, type BodyModule } from '~/content/bodies';
import { newsroomCopy } from '~/content/collection-copy.server';
import { loadNews } from '~/content/load.server';
import { newsArticle } from '~/lib/jsonld';
import { headOf } from '~/lib/head';
import { pageHead } from '~/content/head.server';
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
    // A date the company has not given is not published, here or in the data above.
    ...(item.date ? [{ property: 'article:published_time', content: item.date }] : []),
    { property: 'article:section', content: categories[item.category] },
  ];
  return { item, copy: article, categories, newer: neighbour(index - 1), older: neighbour(index + 1), head, search: 'news' satisfies SearchKind };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function NewsArticle({ loaderData: { item, copy, categories, newer, older } }: Route.ComponentProps) {
  return <NewsArticleView item={item} body={bodies.body(item.file)} copy={copy} categories={categories} newer={newer} older={older} />;
}
