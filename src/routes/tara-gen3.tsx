import { CtaBand } from '~/components/sections/product/CtaBand';
import { ProductHero } from '~/components/sections/product/ProductHero';
import { SceneSection } from '~/components/sections/product/SceneSection';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/tara-gen3';

export function loader() {
  return { page: loadPage('tara-gen3') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page, { structuredData: (site) => productData(site, args) });

export default function TaraGen3Page({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ProductHero hero={page.hero} />
      <SceneSection block={page.scene} name="scene" />
      <CtaBand block={page.cta} name="cta" />
    </>
  );
}
