import { HeroCarousel } from '~/components/sections/home/HeroCarousel';
import { IndustriesSection } from '~/components/sections/home/IndustriesSection';
import { MissionSection } from '~/components/sections/home/MissionSection';
import { OrganisationsSection } from '~/components/sections/home/OrganisationsSection';
import { StatBand } from '~/components/sections/home/StatBand';
import { loadPage } from '~/content/load.server';
import { organization, webSite } from '~/lib/jsonld';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { absolute } from '~/lib/url';
import Body from '../../content/pages/home.mdx';
import type { Route } from './+types/home';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('home');
  const head = pageHead(request, page, {
    structuredData: (site) => [
      organization(site, { description: site.tagline, email: site.mailboxes.info, logo: absolute(site.url, '/favicon.svg') }),
      webSite(site),
    ],
  });
  return { page, head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

/** SPEC.md "Home page": carousel, mission and tiles, industry cards, clients, figures, partners. */
export default function HomePage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <HeroCarousel carousel={page.carousel} />
      <MissionSection mission={page.mission} body={Body} />
      <IndustriesSection industries={page.industries} />
      <OrganisationsSection id="clients-heading" section={page.clients} layout="clients" />
      <StatBand heading={page.stats.heading} />
      <OrganisationsSection id="partners-heading" section={page.partners} layout="partners" className="bg-ink-50" />
    </>
  );
}
