import { use } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { SiteShell } from './components/layout/SiteShell';
import { RenderFailure } from './components/layout/RenderFailure';
import { loadSite } from './content/load.server';
import interFont from './styles/fonts/inter.woff2?url';
import groteskFont from './styles/fonts/space-grotesk.woff2?url';
import arabicFont from './styles/fonts/noto-sans-arabic.woff2?url';
import appCss from './styles/app.css?url';
import { colors } from './styles/brand';
import { ClientEntry } from './islands/client-entry';
import { IslandRenderContext } from './islands/context';
import { pagePathOf, sitePath } from './lib/base-path';
import { SiteContext } from './islands/site';
import { inlineScripts } from './lib/inline-scripts';
import { languages } from './lib/languages';
import { documentLang, languageLinks } from './content/language-switch.server';
import { LanguageLinks } from './components/layout/LanguageSwitch';

/** The site settings in the document's language, its `lang` and `dir`, and the header's way to the other languages. */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = pagePathOf(new URL(request.url).pathname);
  const lang = documentLang(pathname);
  return { site: loadSite(lang), lang: languages[lang].tag, dir: languages[lang].dir, languageLinks: languageLinks(pathname, lang) };
}

export const links: Route.LinksFunction = () => [
  // `precedence` makes React emit the stylesheet with the resources at the top of <head>.
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: sitePath('/favicon.svg'), type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: sitePath('/apple-touch-icon.png') },
  { rel: 'preload', href: interFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: groteskFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/**
 * Pages are documents: no client router. Each loads one small script (the shell's enhancements)
 * and, when its sections have islands, their code and the site settings they read
 * (docs/decisions/1600, 3100). `npm run dev` serves the same page with two scripts before that
 * one: Vite's client (reloads on save, the error overlay) and React Router's refresh preamble,
 * which the component modules Vite serves there expect (docs/decisions/3104).
 *
 * React Router's own `<Scripts />` render only into the SPA fallback the build writes and checks
 * for them; scripts/postbuild.ts deletes that file, so no page ever carries them.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const entry = use(ClientEntry);
  const root = useRouteLoaderData<typeof loader>('root');
  const site = root?.site;
  // The site settings islands read: the page carries them once its render is done, if it emitted an island (src/islands/site-data.server.ts).
  const render = use(IslandRenderContext);
  if (render && site) render.site = site;
  // Written into the prerendered HTML, so the page is read in its language and direction from the first byte.
  return (
    <html lang={root?.lang ?? 'en'} dir={root?.dir === 'rtl' ? 'rtl' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colors.ink[900]} />
        <Meta />
        <Links />
        {/* The Arabic face is named in Arabic pages' font stacks only (decision 1801): only they fetch it. */}
        {root?.lang === 'ar' ? <link rel="preload" href={arabicFont} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
        {/* Our only inline script, declared in lib/inline-scripts.ts: each page's policy allows it by its hash (docs/decisions/3311). */}
        <script type={inlineScripts.speculationRules.type} dangerouslySetInnerHTML={{ __html: inlineScripts.speculationRules.text }} />
      </head>
      <body>
        <div id="root">{children}</div>
        {entry?.spaFallback ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <>
            {entry?.devRuntime ? (
              <>
                <script type="module" src={`${import.meta.env.BASE_URL}@vite/client`} />
                <script type="module" src={entry.devRuntime} />
              </>
            ) : null}
            {entry ? <script type="module" src={entry.module} /> : null}
            {entry?.imports.map((chunk) => (
              <link key={chunk} rel="modulepreload" href={chunk} />
            ))}
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The shell is markup only: it gets the page's path and route data here instead of asking the router.
  const { pathname } = useLocation();
  const page = useMatches().at(-1);
  return (
    <SiteContext value={loaderData.site}>
      <LanguageLinks value={loaderData.languageLinks}>
        <SiteShell site={loaderData.site} pathname={pathname} page={page}>
          <Outlet />
        </SiteShell>
      </LanguageLinks>
    </SiteContext>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  // In the page's language when the site settings were read; SPEC's English when they are what failed.
  const root = useRouteLoaderData<typeof loader>('root');
  return <RenderFailure message={message} copy={root?.site.ui.renderFailure} />;
}
