import { Applications } from '~/components/sections/product/Applications';
import { CtaBand } from '~/components/sections/product/CtaBand';
import { FeatureCards } from '~/components/sections/product/FeatureCards';
import { ProductHero } from '~/components/sections/product/ProductHero';
import { SpecList } from '~/components/sections/product/SpecList';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/tara-greet';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('tara-greet');
  return { page, head: pageHead(request, page, { structuredData: (site, pathname) => productData(site, page, pathname) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function TaraGreetPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ProductHero hero={page.hero} />
      <FeatureCards block={page.capabilities} name="capabilities" />
      <Applications block={page.sectors} name="sectors" tone="tint" />
      <FeatureCards block={page.benefits} name="benefits" />
      <SpecList block={page.specs} name="specs" tone="tint" />
      <CtaBand block={page.cta} name="cta" />
    </>
  );
}
