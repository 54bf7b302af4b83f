import { ProsePage } from '~/components/sections/ProsePage';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import Body from '../../content/pages/privacy.mdx';
import type { Route } from './+types/privacy';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('privacy');
  return { page, head: pageHead(request, page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function PrivacyPage({ loaderData: { page } }: Route.ComponentProps) {
  return <ProsePage page={page} body={Body} />;
}
