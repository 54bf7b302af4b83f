import { preloadKinds } from '~/components/sections/kit';
import { Sections } from '~/components/sections/Sections';
import { loadPageFile } from '~/content/load.server';
import { resolveSection } from '~/content/sections.server';
import { pagePathOf } from '~/lib/base-path';
import { plainHead } from '~/lib/head';
import { langOfPath } from '~/lib/languages';
import { notFoundFile, notFoundLangs } from '~/site-map.server';
import type { Route } from './+types/not-found';

/**
 * Any unknown address: content/pages/404.mdx, drawn by the same section kit as every page; never
 * indexed. Under a language's prefix (`/ar/…`), that language's 404 when it has one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const asked = langOfPath(pagePathOf(new URL(request.url).pathname));
  const lang = notFoundLangs().includes(asked) ? asked : 'en';
  const { page } = loadPageFile(notFoundFile(lang));
  const sections = page.sections.map((section) => resolveSection(section, lang));
  await preloadKinds(sections.map((section) => section.type));
  return { page: { title: page.title, description: page.description, sections } };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  plainHead([
    { title: loaderData?.page.title ?? 'Page not found' },
    { name: 'description', content: loaderData?.page.description ?? '' },
    { name: 'robots', content: 'noindex' },
  ]);

export default function NotFoundPage({ loaderData: { page } }: Route.ComponentProps) {
  return <Sections sections={page.sections} body={undefined} />;
}
