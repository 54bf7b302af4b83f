import { HeroCarousel } from '~/components/sections/home/HeroCarousel';
import { IndustriesSection } from '~/components/sections/home/IndustriesSection';
import { MissionSection } from '~/components/sections/home/MissionSection';
import { OrganisationsSection } from '~/components/sections/home/OrganisationsSection';
import { StatBand } from '~/components/sections/home/StatBand';
import { loadPage } from '~/content/load.server';
import { organization, webSite } from '~/lib/jsonld';
import { pageMeta } from '~/lib/page-meta';
import { absolute } from '~/lib/seo';
import Body from '../../content/pages/home.mdx';
import type { Route } from './+types/home';

export function loader() {
  return { page: loadPage('home') };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.page, {
    structuredData: (site) => [
      organization(site, { description: site.tagline, email: site.mailboxes.info, logo: absolute(site.url, '/favicon.svg') }),
      webSite(site),
    ],
  });

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
