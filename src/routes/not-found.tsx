import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { SmartLink } from '~/components/ui/SmartLink';
import { loadPage } from '~/content/load.server';
import type { Route } from './+types/not-found';

export function loader() {
  return { page: loadPage('not-found') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.page.title ?? 'Page not found' },
  { name: 'description', content: loaderData?.page.description ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundPage({ loaderData: { page } }: Route.ComponentProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(page.consoleMessage, pathname);
  }, [page.consoleMessage, pathname]);

  return (
    <section className="container-page grid min-h-[65vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <p aria-hidden="true" className="font-display text-7xl font-semibold text-brand-200 sm:text-8xl">
          404
        </p>
        <h1 className="mt-4 text-4xl font-semibold text-ink-950">{page.heading}</h1>
        <p className="mt-4 text-lg leading-8 text-ink-600">{page.text}</p>
        <Link to="/" className="mt-8 inline-flex h-12 items-center rounded-full bg-ink-950 px-6 text-sm font-semibold text-white hover:bg-brand-700">
          {page.homeLabel}
        </Link>
        <nav aria-label={page.suggestionsHeading} className="mt-12">
          <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-ink-500 uppercase">{page.suggestionsHeading}</h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {page.suggestions.map((link) => (
              <li key={link.href}>
                <SmartLink
                  href={link.href}
                  className="inline-flex h-10 items-center rounded-full bg-ink-50 px-4 text-sm font-medium text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-100"
                >
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
