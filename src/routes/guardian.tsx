import { Prose } from '~/components/sections/Prose';
import { CtaBand } from '~/components/sections/product/CtaBand';
import { ProductHero } from '~/components/sections/product/ProductHero';
import Body from '../../content/pages/guardian.mdx';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import { productData } from '~/lib/product-data';
import type { Route } from './+types/guardian';

export function loader() {
  return { page: loadPage('guardian') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page, { structuredData: (site) => productData(site, args) });

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
