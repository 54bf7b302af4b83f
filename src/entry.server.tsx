/**
 * Renders each route to static HTML at build (we only prerender: there is no server).
 *
 * Two settings differ from React Router's default entry, both so the prerendered file holds
 * the whole page as plain HTML for crawlers, link previews and visitors without JavaScript:
 * - wait for all content (`onAllReady`), never stream a shell first;
 * - never outline Suspense content: by default React 19 moves a large Suspense block written
 *   after ~12 KB into a hidden <div> revealed by an inline script, so without JS it never shows.
 * It also tells the page where the browser's entry was built (src/islands/client-entry.ts): pages
 * load that one script instead of React Router's client (docs/decisions/1600).
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { ClientEntry } from './islands/client-entry';

export const streamTimeout = 10_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ClientEntry
        value={{
          module: routerContext.manifest.entry.module,
          imports: routerContext.manifest.entry.imports,
          spaFallback: routerContext.isSpaMode && request.headers.has('X-React-Router-SPA-Mode'),
        }}
      >
        <ServerRouter context={routerContext} url={request.url} />
      </ClientEntry>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
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
