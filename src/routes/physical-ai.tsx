import { PageHero } from '~/components/sections/PageHero';
import { Prose } from '~/components/sections/Prose';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import Body from '../../content/pages/physical-ai.mdx';
import type { Route } from './+types/physical-ai';

export function loader() {
  return { page: loadPage('physical-ai') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export default function PhysicalAiPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero}>{page.updated ? <p className="mt-6 text-sm font-medium text-ink-500">{page.updated}</p> : null}</PageHero>
      <section className="container-page py-14 sm:py-20">
        <Prose body={Body} />
      </section>
    </>
  );
}
