import { CardCarousel } from '~/components/sections/company/CardCarousel';
import { CompanyHero } from '~/components/sections/company/CompanyHero';
import { CompanySection } from '~/components/sections/company/CompanySection';
import { HeroPicture } from '~/components/sections/company/HeroPicture';
import { CtaBand } from '~/components/sections/company/CtaBand';
import { Highlights } from '~/components/sections/company/Highlights';
import { LeaderCards } from '~/components/sections/company/LeaderCards';
import { ParticleField } from '~/components/sections/company/ParticleField';
import { SectionIntro } from '~/components/sections/company/SectionIntro';
import { Prose } from '~/components/ui/Prose';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import Body from '../../content/pages/robotics.mdx';
import type { Route } from './+types/robotics';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('robotics');
  return { page, head: pageHead(request, page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

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

      <CompanySection name="purpose" intro={page.purpose.intro} tone="muted">
        <CardCarousel cards={page.purpose.cards} labels={page.purpose.carousel} />
      </CompanySection>

      <CompanySection name="leaders" intro={page.leaders.intro}>
        <LeaderCards people={page.leaders.people} />
      </CompanySection>

      <CtaBand cta={page.cta} />
    </>
  );
}
