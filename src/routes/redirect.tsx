import { pagePathOf, sitePath } from '~/lib/base-path';
import { useSite } from '~/islands/site';
import { absolute } from '~/lib/url';
import { redirects } from '~/site-map.server';
import type { Route } from './+types/redirect';

/** Where the old address sends the visitor (declared as `redirects:` in the target page's file). */
export function loader({ request }: Route.LoaderArgs) {
  const clean = pagePathOf(new URL(request.url).pathname).replace(/\/$/, '');
  return { to: redirects().find((r) => r.from === clean)?.to ?? '/' };
}

/**
 * Hosts that read `_redirects` answer the old address with a 301; elsewhere this prerendered
 * page sends the visitor on by meta refresh, with or without JavaScript, and names the new address.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const to = loaderData?.to ?? '/';
  const root = matches[0]?.loaderData;
  const url = root ? absolute(root.site.url, to) : to;
  return [
    { title: 'Redirecting…' },
    { httpEquiv: 'refresh', content: `0; url=${sitePath(to)}` },
    { tagName: 'link', rel: 'canonical', href: url },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function RedirectPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const to = loaderData?.to ?? '/';
  return (
    <section className="container-page py-24">
      <h1 className="text-3xl font-semibold text-ink-950">{site.ui.redirecting}</h1>
      <p className="mt-4">
        <a href={sitePath(to)} className="font-medium text-brand-700 underline underline-offset-4">
          {to}
        </a>
      </p>
    </section>
  );
}
