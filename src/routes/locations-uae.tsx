import { CountryPresence } from '~/components/sections/company/CountryPresence';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import type { Route } from './+types/locations-uae';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('locations-uae');
  return { page, head: pageHead(request, page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function LocationsUaePage({ loaderData: { page } }: Route.ComponentProps) {
  return <CountryPresence page={page} />;
}
