import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { FeaturedStory } from '~/components/sections/news/FeaturedStory';
import { FeedLink } from '~/components/sections/parts/FeedLink';
import { NewsGrid } from '~/components/sections/news/NewsGrid';
import type { NewsCardItem } from '~/components/sections/news/types';
import { NewsletterSignup } from '~/components/sections/NewsletterSignup';
import { PageHero } from '~/components/sections/PageHero';
import { loadNews, loadPage } from '~/content/load.server';
import { FEED_PATH } from '~/content/generated';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import type { Route } from './+types/news';

/** Excerpts only: a card's fields, never an article body (bodies load with their own page). */
export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('news');
  const items: NewsCardItem[] = loadNews().map(({ slug, title, date, category, excerpt, image, featured }) => ({
    slug,
    title,
    date,
    category,
    excerpt,
    image,
    featured,
  }));
  const featured = items.find((item) => item.featured);
  if (!featured) throw new Error('content/news/ has no featured item; run "npm run content:check".');
  const head = [
    ...pageHead(request, page),
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: page.feed.title, href: FEED_PATH },
  ];
  return { page, featured, items, head };
}

/** The filter lives in the query string; the stories do not depend on it, so nothing is refetched. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function NewsPage({ loaderData: { page, featured, items } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero}>
        <FeedLink href={FEED_PATH} label={page.feed.label} />
      </PageHero>
      <FeaturedStory item={featured} label={page.featured.label} labels={page.categories} readMore={page.grid.readMore} />
      <NewsGrid items={items} grid={page.grid} filter={page.filter} labels={page.categories} />
      <NewsletterSignup copy={page.newsletter} />
    </>
  );
}
