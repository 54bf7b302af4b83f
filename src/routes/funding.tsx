import { CtaBand } from '~/components/sections/company/CtaBand';
import { FadeIn } from '~/components/ui/FadeIn';
import { FundingCelebration } from '~/components/sections/company/FundingCelebration';
import { FundingHero } from '~/components/sections/company/FundingHero';
import { NewsMention } from '~/components/sections/company/NewsMention';
import { PhysicalAiCard } from '~/components/sections/company/PhysicalAiCard';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import type { Route } from './+types/funding';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('funding');
  return { page, head: pageHead(request, page, 'article') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function FundingPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <FundingCelebration title={page.toast.title} description={page.toast.description} />
      <FundingHero hero={page.hero} />
      <FadeIn delay="medium" duration="quick">
        <section aria-labelledby="physical-ai-heading" className="container-page pt-16 sm:pt-24">
          <PhysicalAiCard heading={page.physicalAi.heading} text={page.physicalAi.text} tiles={page.physicalAi.tiles} />
        </section>
        <section aria-label={page.news.eyebrow} className="container-page pt-10 sm:pt-12">
          <NewsMention eyebrow={page.news.eyebrow} title={page.news.title} text={page.news.text} link={page.news.link} />
        </section>
        <CtaBand cta={page.cta} />
      </FadeIn>
    </>
  );
}
