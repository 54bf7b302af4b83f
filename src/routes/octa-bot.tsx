import { CtaBand } from '~/components/sections/product/CtaBand';
import { Faq } from '~/components/sections/product/Faq';
import { FeatureCards } from '~/components/sections/product/FeatureCards';
import { ProductHero } from '~/components/sections/product/ProductHero';
import { SpecList } from '~/components/sections/product/SpecList';
import { StatBand } from '~/components/sections/product/StatBand';
import { UseCases } from '~/components/sections/product/UseCases';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/octa-bot';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('octa-bot');
  return { page, head: pageHead(request, page, { structuredData: (site, pathname) => productData(site, page, pathname) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function OctaBotPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ProductHero hero={page.hero} />
      <SpecList block={page.specs} name="specs" />
      <FeatureCards block={page.features} name="features" tone="tint" />
      <FeatureCards block={page.design} name="design" />
      <UseCases block={page.useCases} name="use-cases" />
      <StatBand block={page.results} name="results" />
      <CtaBand block={page.banner} name="banner" />
      <Faq block={page.faq} name="faq" />
      <CtaBand block={page.cta} name="cta" />
    </>
  );
}
