import { CountryPresence } from '~/components/sections/company/CountryPresence';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/locations-uae';

export function loader() {
  return { page: loadPage('locations-uae') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export default function LocationsUaePage({ loaderData: { page } }: Route.ComponentProps) {
  return <CountryPresence page={page} />;
}
