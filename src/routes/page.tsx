import { bodiesOf, type BodyModule } from '~/content/bodies';
import { FEED_PATH } from '~/content/generated';
import { loadPageFile } from '~/content/load.server';
import { presentedProducts, resolveSection } from '~/content/sections.server';
import { preloadKinds } from '~/components/sections/kit';
import { Sections, takesBody } from '~/components/sections/Sections';
import { headOf } from '~/lib/head';
import { pageHead } from '~/content/head.server';
import { organization, product, webSite } from '~/lib/jsonld';
import { absolute } from '~/lib/url';
import { pageAt } from '~/site-map.server';
import { pagePathOf, sitePath } from '~/lib/base-path';
import type { SearchKind } from '~/content/schemas/site';
import type { Route } from './+types/page';

const bodies = bodiesOf(import.meta.glob<BodyModule>(['/content/pages/**/*.mdx', '/content/*/pages/**/*.mdx']));

/**
 * Every page under content/pages/ (and every translated page under content/<lang>/pages/): its
 * file is found by the address, validated against the one page schema, each section gathers
 * what it shows in the page's language, and the kinds' components and the prose are loaded
 * before the prerender writes the page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = pagePathOf(new URL(request.url).pathname);
  const entry = pageAt(pathname);
  if (!entry) throw new Response('Not Found', { status: 404 });
  const { page, hasBody } = loadPageFile(entry.file);
  const sections = page.sections.map((section) => resolveSection(section, entry.lang));
  // A body no section shows is prose at the end of the page.
  if (hasBody && !sections.some(takesBody)) sections.push({ type: 'prose', width: 'page' });
  await Promise.all([preloadKinds(sections.map((section) => section.type)), hasBody ? bodies.preload(entry.file) : undefined]);

  const products = presentedProducts(page.sections, entry.lang);
  const head = pageHead(request, page, {
    type: page.ogType,
    structuredData: (site) => [
      ...(page.structuredData ?? []).map((kind) =>
        kind === 'organization'
          ? organization(site, { description: site.tagline, email: site.mailboxes.info, logo: absolute(site.url, '/favicon.svg') })
          : webSite(site),
      ),
      ...products.map((item) =>
        product(site, { path: entry.path, name: item.name, description: page.description, image: item.image.src, category: item.category }),
      ),
    ],
  });
  // A page listing the news announces the newsroom feed to browsers and feed readers.
  const newsList = page.sections.find((section) => section.type === 'news-list');
  if (newsList) head.push({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: newsList.feed.title, href: sitePath(FEED_PATH) });
  // Site search indexes a page at its own address only (an alias is the same page), as a product when it presents one.
  const search: SearchKind | undefined = pathname === entry.path ? (products.length ? 'products' : 'pages') : undefined;
  return { page: { file: entry.file, hasBody, sections }, scrollTopAfter: entry.scrollTopAfter, head, search };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function Page({ loaderData: { page } }: Route.ComponentProps) {
  return <Sections sections={page.sections} body={page.hasBody ? bodies.body(page.file) : undefined} />;
}
