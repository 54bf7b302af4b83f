import { CentreList } from '~/components/sections/company/CentreList';
import { CompanyHero } from '~/components/sections/company/CompanyHero';
import { CompanySection } from '~/components/sections/company/CompanySection';
import { CtaBand } from '~/components/sections/company/CtaBand';
import { FadeIn } from '~/components/ui/FadeIn';
import { PartnerGrid } from '~/components/sections/company/PartnerGrid';
import { PresenceFacts } from '~/components/sections/company/PresenceFacts';
import { SectionIntro } from '~/components/sections/company/SectionIntro';
import { SplitMedia } from '~/components/sections/company/SplitMedia';
import { VideoPanel } from '~/components/sections/company/VideoPanel';
import { Prose } from '~/components/ui/Prose';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import Body from '../../content/pages/locations-india.mdx';
import type { Route } from './+types/locations-india';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('locations-india');
  return { page, head: pageHead(request, page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function LocationsIndiaPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <CompanyHero hero={page.hero} media={<VideoPanel video={page.video} />} />

      <section aria-labelledby="roots-heading" className="container-page py-16 sm:py-24">
        <FadeIn>
          <SplitMedia image={page.roots.image}>
            <SectionIntro id="roots-heading" intro={page.roots.intro} className="mb-2" />
            <Prose body={Body} />
          </SplitMedia>
        </FadeIn>
      </section>

      <CompanySection name="centres" anchor="centres" intro={page.centres.intro} tone="muted">
        <CentreList items={page.centres.items} />
        <div className="mt-5">
          <PresenceFacts headquarters={page.headquarters} hours={page.hours} />
        </div>
      </CompanySection>

      <CompanySection name="partners" intro={page.partners.intro}>
        <PartnerGrid partners={page.partners.items} />
      </CompanySection>

      <CtaBand cta={page.cta} />
    </>
  );
}
