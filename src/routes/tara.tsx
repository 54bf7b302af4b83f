import { CtaBand } from '~/components/sections/product/CtaBand';
import { FeatureCards } from '~/components/sections/product/FeatureCards';
import { Gallery } from '~/components/sections/product/Gallery';
import { ProductHero } from '~/components/sections/product/ProductHero';
import { SpecList } from '~/components/sections/product/SpecList';
import { UseCases } from '~/components/sections/product/UseCases';
import { VideoSection } from '~/components/sections/product/VideoSection';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/tara';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('tara');
  return { page, head: pageHead(request, page, { structuredData: (site, pathname) => productData(site, page, pathname) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function TaraPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ProductHero hero={page.hero} />
      <FeatureCards block={page.versions} name="versions" />
      <FeatureCards block={page.features} name="features" tone="tint" />
      <UseCases block={page.useCases} name="use-cases" tone="white" />
      <FeatureCards block={page.technical} name="technical" tone="dark" />
      <SpecList block={page.specs} name="specs" />
      <VideoSection block={page.videos} name="videos" />
      <Gallery block={page.gallery} name="gallery" />
      <CtaBand block={page.cta} name="cta" />
    </>
  );
}
