import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { OpenPositions } from '~/components/sections/careers/OpenPositions';
import { Reasons } from '~/components/sections/careers/Reasons';
import { TalentNetwork } from '~/components/sections/careers/TalentNetwork';
import type { PositionSummary } from '~/components/sections/careers/types';
import { PageHero } from '~/components/sections/PageHero';
import { loadCareers, loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import type { Route } from './+types/careers';

/** Each posting's summary and requirements; the full MDX bodies load with their own page. */
export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('careers');
  const postings: PositionSummary[] = loadCareers().map(({ slug, title, department, location, type, posted, description, requirements }) => ({
    slug,
    title,
    department,
    location,
    type,
    posted,
    description,
    requirements,
  }));
  return { page, postings, head: pageHead(request, page) };
}

/** Search and filter live in the query string; the postings do not depend on them. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function CareersPage({ loaderData: { page, postings } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} />
      <Reasons reasons={page.reasons} />
      <OpenPositions postings={postings} copy={page.positions} postingCopy={page.posting} />
      <TalentNetwork talent={page.talent} />
    </>
  );
}
