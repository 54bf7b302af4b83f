/**
 * Vite plugin, `npm run dev` only: a save the page uses reloads the open tab (docs/decisions/3104).
 *
 * Development serves the built page's runtime: a document rendered on the server, with islands
 * hydrated on roots of their own and no client router. React Router's hot update of a route needs
 * its client router, which no page runs, and a component changed in place inside an island would
 * leave the same component stale in the HTML around it. So any saved module the server's render or
 * an island has loaded reloads the page, which then shows what a build would write. Stylesheets are
 * still swapped in place by Vite, and files under content/ are decided by the content check first
 * (scripts/content-preview.ts: a broken file shows in the overlay and sends nothing).
 *
 * Vite has already invalidated the saved module and its importers in every environment when this
 * runs, so the reloaded page is rendered from the saved code.
 */
import type { EnvironmentModuleNode, Plugin } from 'vite';

const STYLESHEET = /\.css(?:$|\?)/;

/** Whether Vite updates these in place without a reload: stylesheets only. */
function stylesheetsOnly(modules: readonly EnvironmentModuleNode[]): boolean {
  return modules.every((module) => STYLESHEET.test(module.url) || (module.file !== null && STYLESHEET.test(module.file)));
}

export function reloadOnSave(): Plugin {
  /** The save (Vite's timestamp for it) a reload was last sent for: the client and the server both see it. */
  let sent = -1;
  return {
    name: 'ihub:reload-on-save',
    apply: 'serve',
    // After the content check (scripts/content-preview.ts), before React Router's own hot-update
    // hooks, so those never send a tab an update it has no router to apply.
    enforce: 'pre',
    hotUpdate({ modules, server, timestamp }) {
      if (modules.length === 0 || stylesheetsOnly(modules)) return;
      if (sent !== timestamp) {
        sent = timestamp;
        server.environments.client.hot.send({ type: 'full-reload', path: '*' });
      }
      return [];
    },
  };
}
