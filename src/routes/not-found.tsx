import { preloadKinds } from '~/components/sections/kit';
import { Sections } from '~/components/sections/Sections';
import { loadPageFile } from '~/content/load.server';
import { resolveSection } from '~/content/sections.server';
import { NOT_FOUND_FILE } from '~/site-map.server';
import type { Route } from './+types/not-found';

/** Any unknown address: content/pages/404.mdx, drawn by the same section kit as every page; never indexed. */
export async function loader() {
  const { page } = loadPageFile(NOT_FOUND_FILE);
  const sections = page.sections.map(resolveSection);
  await preloadKinds(sections.map((section) => section.type));
  return { page: { title: page.title, description: page.description, sections } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.page.title ?? 'Page not found' },
  { name: 'description', content: loaderData?.page.description ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundPage({ loaderData: { page } }: Route.ComponentProps) {
  return <Sections sections={page.sections} body={undefined} />;
}
