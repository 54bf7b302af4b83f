import { PageHero } from '~/components/sections/PageHero';
import { Prose } from '~/components/sections/Prose';
import { loadPage } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import Body from '../../content/pages/privacy.mdx';
import type { Route } from './+types/privacy';

export function loader() {
  return { page: loadPage('privacy') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export default function PrivacyPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero}>{page.updated ? <p className="mt-6 text-sm font-medium text-ink-500">{page.updated}</p> : null}</PageHero>
      <section className="container-page py-14 sm:py-20">
        <Prose body={Body} />
      </section>
    </>
  );
}
