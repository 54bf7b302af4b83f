import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { Route } from './+types/root';
import { SiteShell } from './components/layout/SiteShell';
import { RenderFailure } from './components/layout/RenderFailure';
import { loadSite } from './content/load.server';
import interFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import groteskFont from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url';
import appCss from './styles/app.css?url';
import { colors } from './styles/brand';
import { HYDRATED_EVENT } from './lib/hydration';

export function loader() {
  return { site: loadSite() };
}

export const links: Route.LinksFunction = () => [
  // `precedence` makes React emit the stylesheet with the resources at the top of <head>, ahead of
  // the module preloads, so the first paint does not queue behind the JavaScript.
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'preload', href: interFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: groteskFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The outermost component's effect runs after every other effect of the first commit: React has
  // hydrated the page, so clicks held until now may be replayed (src/lib/hydration.ts).
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colors.ink[900]} />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The shell is markup only: it gets the page's path and route data here instead of asking the router.
  const { pathname } = useLocation();
  const page = useMatches().at(-1);
  return (
    <SiteShell site={loaderData.site} pathname={pathname} page={page}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return <RenderFailure message={message} />;
}
