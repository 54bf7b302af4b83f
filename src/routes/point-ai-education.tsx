import { BrandPanel } from '~/components/sections/company/BrandPanel';
import { CardGrid } from '~/components/sections/company/CardGrid';
import { CompanyHero } from '~/components/sections/company/CompanyHero';
import { CompanySection } from '~/components/sections/company/CompanySection';
import { HeroPicture } from '~/components/sections/company/HeroPicture';
import { CtaBand } from '~/components/sections/company/CtaBand';
import { FadeIn } from '~/components/ui/FadeIn';
import { PointList } from '~/components/sections/company/PointList';
import { SectionIntro } from '~/components/sections/company/SectionIntro';
import { SplitMedia } from '~/components/sections/company/SplitMedia';
import { Prose } from '~/components/ui/Prose';
import { SmartLink } from '~/components/ui/SmartLink';
import { loadPage, loadSite } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { useSite } from '~/lib/site';
import Body from '../../content/pages/point-ai-education.mdx';
import type { Route } from './+types/point-ai-education';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('point-ai-education');
  const brand = loadSite().brands.find((item) => item.label === page.brand.brand);
  if (!brand) {
    throw new Error(
      `content/pages/point-ai-education.mdx brand.brand — "${page.brand.brand}" is not a brand in content/site.yaml; expected one of its "brands" labels`,
    );
  }
  return { page, brand, head: pageHead(request, page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function PointAiEducationPage({ loaderData: { page, brand } }: Route.ComponentProps) {
  const site = useSite();
  return (
    <>
      <CompanyHero hero={page.hero} media={<HeroPicture image={page.lab.image} />} />

      <div className="container-page py-16 sm:py-20">
        <Prose body={Body} className="mx-auto" />
      </div>

      <section aria-labelledby="learn-heading" className="bg-ink-50 py-16 sm:py-24">
        <div className="container-page">
          <FadeIn>
            <SplitMedia image={page.learn.image} reverse>
              <SectionIntro id="learn-heading" intro={page.learn.intro} />
              <PointList points={page.learn.points} />
              <p className="mt-8">
                <SmartLink
                  href={page.learn.link.href}
                  className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {page.learn.link.label}
                  <span aria-hidden="true">→</span>
                </SmartLink>
              </p>
            </SplitMedia>
          </FadeIn>
        </div>
      </section>

      <CompanySection name="offer" intro={page.offer.intro}>
        <CardGrid cards={page.offer.cards} cols={4} />
      </CompanySection>

      <section aria-labelledby="brand-heading" className="container-page">
        <BrandPanel intro={page.brand.intro} brand={brand} linkLabel={page.brand.linkLabel} externalHint={site.ui.externalHint} />
      </section>

      <CtaBand cta={page.cta} />
    </>
  );
}
