/**
 * The site settings a page's islands read, written into the page once its render is done and
 * what it emitted is known: a page carries them only when it has an island (docs/decisions/3100,
 * 3430). Nothing is guessed before the render, and no page is rendered twice.
 */
import { Transform } from 'node:stream';
import { SITE_DATA_ID } from './attributes';
import type { IslandRender } from './context';

/** The settings as the page carries them: JSON safe inside a <script> element. */
export function siteDataScript(site: unknown): string {
  return `<script type="application/json" id="${SITE_DATA_ID}">${JSON.stringify(site).replace(/</g, '\\u003c')}</script>`;
}

const BODY_END = Buffer.from('</body>');
/** Bytes held back until the end: enough to hold React's closing `</body></html>`. */
const TAIL = 64;

/**
 * A stream of the page's HTML, as React writes it, that adds the site settings before `</body>`
 * when the render emitted an island (and the root layout noted the settings). Read once the render
 * is complete (`onAllReady`), so `render.emitted` is final. Everything but the last bytes passes
 * through as it comes.
 */
export function withSiteData(render: IslandRender, onEnd: () => void): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      held = Buffer.concat([held, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      if (held.length > TAIL) {
        const out = held.subarray(0, held.length - TAIL);
        held = held.subarray(held.length - TAIL);
        callback(null, out);
      } else callback();
    },
    flush(callback) {
      onEnd();
      if (render.emitted.size === 0 || render.site === undefined) return callback(null, held);
      const data = Buffer.from(siteDataScript(render.site));
      const at = held.lastIndexOf(BODY_END);
      // A document always ends in </body></html>; were it cut short, the settings still follow it.
      callback(null, at < 0 ? Buffer.concat([held, data]) : Buffer.concat([held.subarray(0, at), data, held.subarray(at)]));
    },
  });
}
