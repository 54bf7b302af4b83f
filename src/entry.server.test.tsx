/**
 * A page is rendered once, and carries the site settings its islands read exactly when its render
 * emitted an island (docs/decisions/3100, 3430): nothing guesses before the render.
 */
import type * as ReactDomServer from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { expect, test, vi } from 'vitest';
import { SITE_DATA_ID } from '~/islands/attributes';
import handleRequest from './entry.server';

const state = vi.hoisted(() => ({ renders: 0, island: false }));

vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomServer>();
  return {
    ...actual,
    renderToPipeableStream: (...args: Parameters<typeof actual.renderToPipeableStream>) => {
      state.renders += 1;
      // A render that asks for another one would loop: a second is already one too many.
      if (state.renders > 2) throw new Error('the page was rendered more than twice');
      return actual.renderToPipeableStream(...args);
    },
  };
});

// The router's place: a document whose layout notes the site settings, as src/root.tsx does, with or without an island.
vi.mock('react-router', async () => {
  const { use } = await import('react');
  const { IslandRenderContext } = await import('~/islands/context');
  const { Island } = await import('~/islands/Island');
  const Part = ({ text }: { text: string }) => <p>{text}</p>;
  function ServerRouter() {
    const render = use(IslandRenderContext);
    if (render) render.site = { name: 'A site </script>' };
    return (
      <html lang="en">
        <body>
          <main>{state.island ? <Island name="embed-facade" component={Part} props={{ text: 'an island' }} /> : <p>no island</p>}</main>
        </body>
      </html>
    );
  }
  return { ServerRouter };
});

const context = { manifest: { entry: { module: '/assets/entry.js', imports: [] } }, isSpaMode: false } as unknown as EntryContext;

async function page(island: boolean): Promise<string> {
  state.island = island;
  state.renders = 0;
  const response = await handleRequest(new Request('http://localhost/a-page'), 200, new Headers(), context);
  return response.text();
}

test('a page without an island is rendered once and carries no island data', async () => {
  const html = await page(false);
  expect(html).toContain('<p>no island</p>');
  expect(html).not.toContain(SITE_DATA_ID);
  expect(state.renders).toBe(1);
});

test('a page with an island is rendered once and carries the site settings, safe inside their script, before </body>', async () => {
  const html = await page(true);
  expect(html).toContain('data-island="embed-facade"');
  expect(html.endsWith(`<script type="application/json" id="${SITE_DATA_ID}">{"name":"A site \\u003c/script>"}</script></body></html>`)).toBe(true);
  expect(state.renders).toBe(1);
});
