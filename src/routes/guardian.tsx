import { Prose } from '~/components/sections/Prose';
import { CtaBand } from '~/components/sections/product/CtaBand';
import { ProductHero } from '~/components/sections/product/ProductHero';
import Body from '../../content/pages/guardian.mdx';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/guardian';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('guardian');
  return { page, head: pageHead(request, page, { structuredData: (site, pathname) => productData(site, page, pathname) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function GuardianPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ProductHero hero={page.hero} />
      <section className="container-page py-14 sm:py-20">
        <Prose body={Body} />
      </section>
      <CtaBand block={page.cta} name="cta" />
    </>
  );
}
