import { CtaBand } from '~/components/sections/product/CtaBand';
import { FeatureCards } from '~/components/sections/product/FeatureCards';
import { ProductHero } from '~/components/sections/product/ProductHero';
import { SpecList } from '~/components/sections/product/SpecList';
import { UseCases } from '~/components/sections/product/UseCases';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/rhino';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('rhino');
  return { page, head: pageHead(request, page, { structuredData: (site, pathname) => productData(site, page, pathname) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function RhinoPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ProductHero hero={page.hero} />
      <UseCases block={page.missions} name="missions" tone="white" />
      <FeatureCards block={page.controlModes} name="control-modes" tone="dark" />
      <SpecList block={page.specs} name="specs" tone="tint" />
      <CtaBand block={page.cta} name="cta" />
      <FeatureCards block={page.related} name="related" />
    </>
  );
}
