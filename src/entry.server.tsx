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
 * well (docs/decisions/3104).
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { ClientEntry } from './islands/client-entry';
import { IslandRenderContext, type IslandRender } from './islands/context';

export const streamTimeout = 10_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return render(request, responseStatusCode, responseHeaders, routerContext, false);
}

/**
 * Renders the page once; when the root layout wrote the islands' site settings but no island was
 * emitted (a section of a kind that may hold one, but this one does not), once more without them:
 * a page carries island data only when it has an island (docs/decisions/3100).
 */
function render(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, omitData: boolean) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const islands: IslandRender = { emitted: new Set(), dataWritten: false, omitData };
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
          if (islands.dataWritten && islands.emitted.size === 0) {
            clearTimeout(timeout);
            // Nothing of this render has been sent: it is dropped for one without the data.
            abort();
            // React Router's stream of route data for its client is read once, by the first render; a
            // built page runs no router client (docs/decisions/1600) and never writes it.
            resolve(render(request, responseStatusCode, responseHeaders, { ...routerContext, serverHandoffStream: undefined }, true));
            return;
          }
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
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
