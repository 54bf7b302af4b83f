import { useEffect } from 'react';
import { Link, replace, useNavigate } from 'react-router';
import { useSite } from '~/lib/site';
import { absolute } from '~/lib/url';
import { redirects } from '~/site-map.server';
import type { Route } from './+types/redirect';

/** Where the old address sends the visitor (declared as `redirects:` in the target page's file). */
export function loader({ request }: Route.LoaderArgs) {
  const clean = new URL(request.url).pathname.replace(/\/$/, '');
  return { to: redirects().find((r) => r.from === clean)?.to ?? '/' };
}

/** In-app navigation never shows this page: the client loader redirects, replacing history. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { to } = await serverLoader();
  return replace(to);
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
  const to = loaderData?.to ?? '/';
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
