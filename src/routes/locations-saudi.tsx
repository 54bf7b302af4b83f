import { CountryPresence } from '~/components/sections/company/CountryPresence';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/locations-saudi';

export function loader() {
  return { page: loadPage('locations-saudi') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export default function LocationsSaudiPage({ loaderData: { page } }: Route.ComponentProps) {
  return <CountryPresence page={page} />;
}
