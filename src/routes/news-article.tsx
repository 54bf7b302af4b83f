import { Suspense } from 'react';
import { data, Link } from 'react-router';
import { Prose } from '~/components/sections/Prose';
import { newsBody } from '~/content/bodies';
import { loadNews } from '~/content/load.server';
import { readableDate } from '~/lib/dates';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/news-article';

export function loader({ params }: Route.LoaderArgs) {
  const items = loadNews();
  const index = items.findIndex((item) => item.slug === params.slug);
  const item = items[index];
  if (!item) throw data(null, { status: 404 });
  const neighbour = (i: number) => (items[i] ? { slug: items[i].slug, title: items[i].title } : null);
  return { item, newer: neighbour(index - 1), older: neighbour(index + 1) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData && { title: args.loaderData.item.title, description: args.loaderData.item.excerpt, socialImage: args.loaderData.item.image.src },
    'article',
  );

export default function NewsArticle({ loaderData: { item, newer, older } }: Route.ComponentProps) {
  const Body = newsBody(item.file);
  return (
    <article className="container-page py-14 sm:py-20">
      <Link to="/news" className="text-sm font-semibold text-brand-700">
        ← Newsroom
      </Link>
      <p className="mt-8 text-sm font-semibold tracking-[0.16em] text-brand-700 uppercase">{item.category}</p>
      <h1 className="mt-3 max-w-4xl text-headline font-semibold text-ink-950">{item.title}</h1>
      <p className="mt-4 text-ink-500">
        <time dateTime={item.date}>{readableDate(item.date)}</time>
      </p>
      <div className="mt-10">
        <Suspense fallback={null}>{Body ? <Prose body={Body} /> : null}</Suspense>
      </div>
      <nav aria-label="More news" className="mt-16 flex flex-wrap justify-between gap-4 border-t border-ink-100 pt-8">
        {older ? <Link to={`/news/${older.slug}`}>← {older.title}</Link> : <span />}
        {newer ? <Link to={`/news/${newer.slug}`}>{newer.title} →</Link> : null}
      </nav>
    </article>
  );
}
