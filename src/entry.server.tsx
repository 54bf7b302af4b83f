/**
 * Renders each route to static HTML at build (we only prerender: there is no server).
 *
 * Two settings differ from React Router's default entry, both so the prerendered file holds
 * the whole page as plain HTML for crawlers, link previews and visitors without JavaScript:
 * - wait for all content (`onAllReady`), never stream a shell first;
 * - never outline Suspense content: by default React 19 moves a large Suspense block written
 *   after ~12 KB into a hidden <div> revealed by an inline script, so without JS it never shows.
 * It also tells the page where the browser's entry was built (src/islands/client-entry.ts): pages
 * load that one script instead of React Router's client (docs/decisions/1600), in `npm run dev` as
 * well (docs/decisions/3104). Once the page is rendered, it carries the site settings its islands read
 * if it emitted an island (src/islands/site-data.server.ts): each page is rendered once.
 */
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { ClientEntry } from './islands/client-entry';
import { IslandRenderContext, type IslandRender } from './islands/context';
import { withSiteData } from './islands/site-data.server';

export const streamTimeout = 10_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // What the render emits: the page carries island data once it is done, only if it emitted an island (docs/decisions/3100, 3430).
    const islands: IslandRender = { page: new URL(request.url).pathname, emitted: new Set() };
    const { pipe, abort } = renderToPipeableStream(
      <ClientEntry
        value={{
          module: routerContext.manifest.entry.module,
          imports: routerContext.manifest.entry.imports,
          spaFallback: routerContext.isSpaMode && request.headers.has('X-React-Router-SPA-Mode'),
          devRuntime: routerContext.manifest.hmr?.runtime,
        }}
      >
        <IslandRenderContext value={islands}>
          <ServerRouter context={routerContext} url={request.url} />
        </IslandRenderContext>
      </ClientEntry>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The whole page is rendered: every island it has is in `islands.emitted`.
          const body = withSiteData(islands, () => clearTimeout(timeout));
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
