import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect, test } from 'vitest';
import { SITE_DATA_ID } from './attributes';
import type { IslandRender } from './context';
import { withSiteData } from './site-data.server';

/** The stream of a long document written in small pieces, `</body>` cut in two, through withSiteData. */
function through(render: IslandRender): Promise<string> {
  const html = `<!DOCTYPE html><html><body>${'<p>text</p>'.repeat(200)}</body></html>`;
  const cut = html.length - '</html>'.length - 3;
  const pieces = [html.slice(0, 100), html.slice(100, cut), html.slice(cut)];
  return text(Readable.from(pieces.map((piece) => Buffer.from(piece))).pipe(withSiteData(render, () => {})));
}

test('the site settings go before </body> only when the render emitted an island, whatever the stream’s pieces', async () => {
  const site = { name: 'iHub' };
  const data = `<script type="application/json" id="${SITE_DATA_ID}">{"name":"iHub"}</script>`;
  expect(await through({ page: '/', emitted: new Set(['gallery']), site })).toMatch(new RegExp(`<p>text</p>${data}</body></html>$`));
  const without = await through({ page: '/', emitted: new Set(), site });
  expect(without).not.toContain(SITE_DATA_ID);
  expect(without.endsWith('<p>text</p></body></html>')).toBe(true);
});
