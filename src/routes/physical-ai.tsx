import { ProsePage } from '~/components/sections/ProsePage';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import Body from '../../content/pages/physical-ai.mdx';
import type { Route } from './+types/physical-ai';

export function loader() {
  return { page: loadPage('physical-ai') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export default function PhysicalAiPage({ loaderData: { page } }: Route.ComponentProps) {
  return <ProsePage page={page} body={Body} />;
}
