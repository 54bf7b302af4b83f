/**
 * The browser's entry. Built pages are documents with islands (docs/decisions/1600): this
 * enhances the shell and hydrates the page's islands, nothing more. `npm run dev` keeps React
 * Router's client (src/entry.dev.tsx) for hot reloading.
 */
import { reloadOnceOnStaleChunk, showStartupFailure } from './lib/startup';
import { enhanceShell } from './components/layout/shell-enhance';
import { startIslands } from './islands/start';
import { showCurrentYear } from './lib/current-year';
import { logMissedAddress } from './lib/not-found-log';

enhanceShell(document);

reloadOnceOnStaleChunk(window);

try {
  if (!document.getElementById('root')) {
    throw Object.assign(new Error('Failed to find the root element. Make sure there is a div with id root in your HTML.'), { kind: 'root' as const });
  }
  if (import.meta.env.DEV) void import('./entry.dev');
  else {
    showCurrentYear(document);
    logMissedAddress(document);
    // Items that fade in as they scroll into view: a decoration, loaded only where there are some.
    if (document.querySelector('[data-reveal]')) void import('./lib/reveal').then((module) => module.revealOnScroll(document));
    void startIslands(document, (error) => showStartupFailure(document, 'render', error));
  }
} catch (error) {
  showStartupFailure(document, error instanceof Error && 'kind' in error ? 'root' : 'init', error);
}
