import { Applications } from '~/components/sections/product/Applications';
import { CtaBand } from '~/components/sections/product/CtaBand';
import { FeatureCards } from '~/components/sections/product/FeatureCards';
import { ProductHero } from '~/components/sections/product/ProductHero';
import { VideoSection } from '~/components/sections/product/VideoSection';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/tara-learn';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('tara-learn');
  return { page, head: pageHead(request, page, { structuredData: (site, pathname) => productData(site, page, pathname) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

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
