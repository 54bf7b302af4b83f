/**
 * The browser's entry. Built pages are documents with islands (docs/decisions/1600): this
 * enhances the shell, keeps what is typed into forms, and hydrates the page's islands, nothing
 * more. `npm run dev` keeps React Router's client (src/entry.dev.tsx) for hot reloading. A failure
 * here never covers the page, which is whole without script (docs/decisions/2801).
 */
import { reportFailure, staleChunkReload } from './lib/startup';
import { enhanceShell } from './components/layout/shell-enhance';
import { keepDrafts } from './lib/draft-store';
import { startIslands } from './islands/start';
import { showCurrentYear } from './lib/current-year';
import { logMissedAddress } from './lib/not-found-log';

try {
  // First: a draft saved before a reload is back in its form before the visitor can type again.
  keepDrafts(document);
  enhanceShell(document);
  if (!document.getElementById('root')) {
    throw Object.assign(new Error('Failed to find the root element. Make sure there is a div with id root in your HTML.'), { kind: 'root' as const });
  }
  if (import.meta.env.DEV) void import('./entry.dev');
  else {
    showCurrentYear(document);
    logMissedAddress(document);
    // Items that fade in as they scroll into view: a decoration, loaded only where there are some.
    if (document.querySelector('[data-reveal]')) void import('./lib/reveal').then((module) => module.revealOnScroll(document));
    void startIslands(document, staleChunkReload(window));
  }
} catch (error) {
  reportFailure(error instanceof Error && 'kind' in error ? 'root' : 'init', error);
}
