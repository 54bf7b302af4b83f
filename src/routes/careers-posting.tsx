import { Suspense } from 'react';
import { data, Link } from 'react-router';
import { Prose } from '~/components/sections/Prose';
import { careerBody } from '~/content/bodies';
import { loadCareers } from '~/content/load.server';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/careers-posting';

export function loader({ params }: Route.LoaderArgs) {
  const posting = loadCareers().find((item) => item.slug === params.slug);
  if (!posting) throw data(null, { status: 404 });
  return { posting };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData && { title: `${args.loaderData.posting.title} | Careers`, description: args.loaderData.posting.description });

export default function CareersPosting({ loaderData: { posting } }: Route.ComponentProps) {
  const Body = careerBody(posting.file);
  return (
    <article className="container-page py-14 sm:py-20">
      <Link to="/careers" className="text-sm font-semibold text-brand-700">
        ← Careers
      </Link>
      <h1 className="mt-6 text-headline font-semibold text-ink-950">{posting.title}</h1>
      <p className="mt-3 text-ink-600">
        {posting.department} · {posting.location} · {posting.type}
      </p>
      <div className="mt-10">
        <Suspense fallback={null}>{Body ? <Prose body={Body} /> : null}</Suspense>
      </div>
    </article>
  );
}
