import { useEffect } from 'react';
import { Link, replace, useLocation, useNavigate } from 'react-router';
import { useSite } from '~/lib/site';
import { absolute } from '~/lib/seo';
import { redirects } from '~/site-map';
import type { Route } from './+types/redirect';

function targetOf(pathname: string): string {
  const clean = pathname.replace(/\/$/, '');
  return redirects.find((r) => r.from === clean)?.to ?? '/';
}

/** In-app navigation never shows this page: the client loader redirects, replacing history. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return replace(targetOf(new URL(request.url).pathname));
}

export function loader({ request }: Route.LoaderArgs) {
  return { to: targetOf(new URL(request.url).pathname) };
}

/** Without JS, the prerendered page redirects by meta refresh and names the new address. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const to = loaderData?.to ?? '/';
  const root = matches[0]?.loaderData;
  const url = root ? absolute(root.site.url, to) : to;
  return [
    { title: 'Redirecting…' },
    { httpEquiv: 'refresh', content: `0; url=${to}` },
    { tagName: 'link', rel: 'canonical', href: url },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function RedirectPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const to = loaderData?.to ?? targetOf(pathname);
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <section className="container-page py-24">
      <h1 className="text-3xl font-semibold text-ink-950">{site.ui.redirecting}</h1>
      <p className="mt-4">
        <Link to={to} replace className="font-medium text-brand-700 underline underline-offset-4">
          {to}
        </Link>
      </p>
    </section>
  );
}
