/**
 * The browser's entry. Built pages are documents with islands (docs/decisions/1600): this
 * enhances the shell, keeps what is typed into forms, and hydrates the page's islands, nothing
 * more, and `npm run dev` runs it as it is (docs/decisions/3104). A failure here never covers the
 * page, which is whole without script (docs/decisions/2801).
 */
import { reportFailure } from './lib/startup';
import { enhanceShell } from './components/layout/shell-enhance';
import { keepDrafts } from './lib/draft-store';
import { startIslands } from './islands/start';
import { showCurrentYear } from './lib/current-year';
import { logMissedAddress } from './lib/not-found-log';

// `npm run dev` only (gone from the build): nothing here can apply a hot update of the page's code,
// as no client router runs, so an update to it reloads the page (scripts/dev-reload.ts reloads
// for the saves the server renders). Stylesheets update in place.
if (import.meta.hot) {
  import.meta.hot.on('vite:beforeUpdate', ({ updates }) => {
    if (updates.some((update) => update.type === 'js-update')) location.reload();
  });
}

try {
  // First: a draft saved before a reload is back in its form before the visitor can type again.
  keepDrafts(document);
  enhanceShell(document);
  if (!document.getElementById('root')) {
    throw Object.assign(new Error('Failed to find the root element. Make sure there is a div with id root in your HTML.'), { kind: 'root' as const });
  }
  showCurrentYear(document);
  logMissedAddress(document);
  // Items that fade in as they scroll into view: a decoration, loaded only where there are some.
  if (document.querySelector('[data-reveal]')) void import('./lib/reveal').then((module) => module.revealOnScroll(document));
  // The island runtime with the table of the islands' components, loaded with the first island that wakes.
  void startIslands(document, () => import('./components/island-loaders'));
} catch (error) {
  reportFailure(error instanceof Error && 'kind' in error ? 'root' : 'init', error);
}
