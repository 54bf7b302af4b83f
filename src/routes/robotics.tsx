import { CardCarousel } from '~/components/sections/company/CardCarousel';
import { CompanyHero } from '~/components/sections/company/CompanyHero';
import { HeroPicture } from '~/components/sections/company/HeroPicture';
import { CtaBand } from '~/components/sections/company/CtaBand';
import { Highlights } from '~/components/sections/company/Highlights';
import { LeaderCards } from '~/components/sections/company/LeaderCards';
import { ParticleField } from '~/components/sections/company/ParticleField';
import { SectionIntro } from '~/components/sections/company/SectionIntro';
import { Prose } from '~/components/sections/Prose';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import Body from '../../content/pages/robotics.mdx';
import type { Route } from './+types/robotics';

export function loader() {
  return { page: loadPage('robotics') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export default function RoboticsPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <CompanyHero hero={page.hero} backdrop={<ParticleField />} media={<HeroPicture image={page.fleet} />} />
      <div className="container-page relative -mt-10 sm:-mt-12">
        <Highlights items={page.highlights} />
      </div>

      <section aria-labelledby="story-heading" className="container-page grid gap-8 py-16 sm:py-24 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <SectionIntro id="story-heading" intro={page.story} />
        <Prose body={Body} />
      </section>

      <section aria-labelledby="purpose-heading" className="bg-ink-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionIntro id="purpose-heading" intro={page.purpose.intro} className="mb-10" />
          <CardCarousel cards={page.purpose.cards} labels={page.purpose.carousel} />
        </div>
      </section>

      <section aria-labelledby="leaders-heading" className="container-page py-16 sm:py-24">
        <SectionIntro id="leaders-heading" intro={page.leaders.intro} className="mb-10" />
        <LeaderCards people={page.leaders.people} />
      </section>

      <CtaBand cta={page.cta} />
    </>
  );
}
