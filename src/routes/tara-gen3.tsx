import { CtaBand } from '~/components/sections/product/CtaBand';
import { ProductHero } from '~/components/sections/product/ProductHero';
import { SceneSection } from '~/components/sections/product/SceneSection';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/tara-gen3';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('tara-gen3');
  return { page, head: pageHead(request, page, { structuredData: (site, pathname) => productData(site, page, pathname) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function TaraGen3Page({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ProductHero hero={page.hero} />
      <SceneSection block={page.scene} name="scene" />
      <CtaBand block={page.cta} name="cta" />
    </>
  );
}
