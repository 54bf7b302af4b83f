import { Applications } from '~/components/sections/product/Applications';
import { CtaBand } from '~/components/sections/product/CtaBand';
import { FeatureCards } from '~/components/sections/product/FeatureCards';
import { ProductHero } from '~/components/sections/product/ProductHero';
import { SpecList } from '~/components/sections/product/SpecList';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/tara-gen2';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('tara-gen2');
  return { page, head: pageHead(request, page, { structuredData: (site, pathname) => productData(site, page, pathname) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function TaraGen2Page({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ProductHero hero={page.hero} />
      <FeatureCards block={page.capabilities} name="capabilities" />
      <FeatureCards block={page.operations} name="operations" tone="dark" />
      <Applications block={page.applications} name="applications" />
      <SpecList block={page.specs} name="specs" tone="tint" />
      <CtaBand block={page.cta} name="cta" />
    </>
  );
}
