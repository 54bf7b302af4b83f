import { ProsePage } from '~/components/sections/ProsePage';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import Body from '../../content/pages/terms.mdx';
import type { Route } from './+types/terms';

export function loader() {
  return { page: loadPage('terms') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export default function TermsPage({ loaderData: { page } }: Route.ComponentProps) {
  return <ProsePage page={page} body={Body} />;
}
