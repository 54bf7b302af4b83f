import { ComingPanel } from '~/components/sections/ComingPanel';
import { PageHero } from '~/components/sections/PageHero';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/locations-india';

export function loader() {
  return { page: loadPage('locations-india') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export default function LocationsIndiaPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} />
      <ComingPanel note={page.coming.note} links={page.coming.links} />
    </>
  );
}
