/**
 * Vite plugin: a lighter stand-in for Vite's dynamic-import helper in the browser build.
 *
 * Vite wraps every `import()` of the client in a helper that first fetches the chunk's own
 * imports and stylesheets. This site turns module preloading off (vite.config.ts) and ships one
 * stylesheet, so the helper never has anything to fetch, yet its ~0.5 KB gzip sit in the one
 * script every page loads. This stand-in keeps what it promises: when an import fails, it
 * dispatches `vite:preloadError` and rethrows. Nothing on the site listens for that event: no
 * failure reloads the page (docs/decisions/3320). The build fails if a lazily loaded chunk ever gets a stylesheet of its
 * own, since then the helper would have work to do again.
 */
import type { Plugin } from 'vite';

/** Vite's id for the helper module (vite/src/node/plugins/importAnalysisBuild.ts). */
const HELPER_ID = '\0vite/preload-helper.js';

const HELPER = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`;

export function lightPreloadHelper(): Plugin {
  return {
    name: 'ihub:light-preload-helper',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    load(id) {
      return id === HELPER_ID ? { code: HELPER, moduleSideEffects: false } : null;
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length > 0)
          this.error(
            `${chunk.fileName} is loaded lazily and has its own stylesheet (${css.join(', ')}); the light preload helper does not load stylesheets (scripts/light-preload.ts).`,
          );
      }
    },
  };
}
