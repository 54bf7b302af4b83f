import { CentreList } from '~/components/sections/company/CentreList';
import { CompanyHero } from '~/components/sections/company/CompanyHero';
import { CtaBand } from '~/components/sections/company/CtaBand';
import { FadeIn } from '~/components/sections/company/FadeIn';
import { PartnerGrid } from '~/components/sections/company/PartnerGrid';
import { PresenceFacts } from '~/components/sections/company/PresenceFacts';
import { SectionIntro } from '~/components/sections/company/SectionIntro';
import { SplitMedia } from '~/components/sections/company/SplitMedia';
import { VideoPanel } from '~/components/sections/company/VideoPanel';
import { Prose } from '~/components/sections/Prose';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import Body from '../../content/pages/locations-india.mdx';
import type { Route } from './+types/locations-india';

export function loader() {
  return { page: loadPage('locations-india') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

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

      <section id="centres" aria-labelledby="centres-heading" className="bg-ink-50 py-16 sm:py-24">
        <div className="container-page">
          <FadeIn>
            <SectionIntro id="centres-heading" intro={page.centres.intro} className="mb-10" />
            <CentreList items={page.centres.items} />
          </FadeIn>
          <FadeIn delay="short" className="mt-5">
            <PresenceFacts headquarters={page.headquarters} hours={page.hours} />
          </FadeIn>
        </div>
      </section>

      <section aria-labelledby="partners-heading" className="container-page py-16 sm:py-24">
        <FadeIn>
          <SectionIntro id="partners-heading" intro={page.partners.intro} className="mb-10" />
          <PartnerGrid partners={page.partners.items} />
        </FadeIn>
      </section>

      <CtaBand cta={page.cta} />
    </>
  );
}
