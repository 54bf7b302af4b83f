import { CompanyHero } from '~/components/sections/company/CompanyHero';
import { CompanySection } from '~/components/sections/company/CompanySection';
import { CtaBand } from '~/components/sections/company/CtaBand';
import { FadeIn } from '~/components/ui/FadeIn';
import { HeroPicture } from '~/components/sections/company/HeroPicture';
import { RegionGrid } from '~/components/sections/company/RegionGrid';
import { StatGrid } from '~/components/sections/company/StatGrid';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import type { Route } from './+types/locations-global';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('locations-global');
  return { page, head: pageHead(request, page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function LocationsGlobalPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <CompanyHero hero={page.hero} media={page.heroImage ? <HeroPicture image={page.heroImage} /> : undefined} />
      <div className="container-page relative -mt-10 sm:-mt-12">
        <FadeIn delay="short" className="rounded-2xl shadow-xl shadow-ink-950/5">
          <StatGrid stats={page.stats} />
        </FadeIn>
      </div>
      <CompanySection name="regions" intro={page.regions.intro}>
        <RegionGrid regions={page.regions.items} />
      </CompanySection>
      <CtaBand cta={page.cta} />
    </>
  );
}
