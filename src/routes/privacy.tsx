import { ProsePage } from '~/components/sections/ProsePage';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import Body from '../../content/pages/privacy.mdx';
import type { Route } from './+types/privacy';

export function loader() {
  return { page: loadPage('privacy') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export default function PrivacyPage({ loaderData: { page } }: Route.ComponentProps) {
  return <ProsePage page={page} body={Body} />;
}
