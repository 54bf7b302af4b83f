import { data } from 'react-router';
import { JobPostingView } from '~/components/items/JobPostingView';
import { bodiesOf, type BodyModule } from '~/content/bodies';
import { careersCopy } from '~/content/collection-copy.server';
import { loadCareers } from '~/content/load.server';
import { jobAddresses } from '~/content/job-locations';
import { jobPosting } from '~/lib/jsonld';
import { headOf } from '~/lib/head';
import { pageHead } from '~/content/head.server';
import type { SearchKind } from '~/content/schemas/site';
import type { Route } from './+types/careers-posting';

const bodies = bodiesOf(import.meta.glob<BodyModule>('/content/careers/*.mdx'));

export async function loader({ params, request }: Route.LoaderArgs) {
  const posting = loadCareers().find((item) => item.slug === params.slug);
  if (!posting) throw data(null, { status: 404 });
  // Loaded now so the prerendered page holds the body in place, readable without JavaScript.
  await bodies.preload(posting.file);
  const copy = careersCopy().posting;
  const head = pageHead(
    request,
    { title: copy.title.replace('{title}', () => posting.title), description: posting.description },
    {
      // Search engines take a job posting only with the date it opened: the data is published
      // once the company gives that date (until then the content check lists it as waiting).
      structuredData: (site, pathname) =>
        posting.posted
          ? [
              jobPosting(site, {
                path: pathname,
                title: posting.title,
                description: posting.description,
                requirements: posting.requirements,
                datePosted: posting.posted,
                employmentType: posting.type,
                address: jobAddresses[posting.location],
              }),
            ]
          : [],
    },
  );
  return { posting, copy, head, search: 'careers' satisfies SearchKind };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function CareersPosting({ loaderData: { posting, copy } }: Route.ComponentProps) {
  return <JobPostingView posting={posting} body={bodies.body(posting.file)} copy={copy} />;
}
