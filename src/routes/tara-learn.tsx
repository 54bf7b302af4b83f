import { Applications } from '~/components/sections/product/Applications';
import { CtaBand } from '~/components/sections/product/CtaBand';
import { FeatureCards } from '~/components/sections/product/FeatureCards';
import { ProductHero } from '~/components/sections/product/ProductHero';
import { VideoSection } from '~/components/sections/product/VideoSection';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/tara-learn';

export function loader() {
  return { page: loadPage('tara-learn') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page, { structuredData: (site) => productData(site, args) });

export default function TaraLearnPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ProductHero hero={page.hero} />
      <FeatureCards block={page.features} name="features" />
      <Applications block={page.settings} name="settings" tone="tint" />
      <VideoSection block={page.videos} name="videos" />
      <CtaBand block={page.cta} name="cta" />
    </>
  );
}
