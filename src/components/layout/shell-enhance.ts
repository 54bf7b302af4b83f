/**
 * The shell's script, all of it: what the platform cannot do alone. The page is whole without
 * it (docs/decisions/1650); no framework, so any page can load it for a few hundred bytes.
 *
 * - A link followed from the menu closes it, so a same-page anchor (or a route change that does
 *   not unload the page) leaves no menu open over its target.
 * - Where `<dialog closedby>` or invoker commands are missing (Safari has no `closedby`), a click
 *   on the backdrop closes the menu and the Menu buttons open and close it.
 * - The scroll-to-top button shows past the threshold its page wrote into `data-scroll-top-after`
 *   (500px or 300px) and takes the visitor back up, smoothly unless reduced motion is asked for.
 * - The "/" key opens the search dialog as its button does, and the search's own code is imported
 *   only once it is opened (docs/decisions/1802); when that code cannot load, the dialog says so.
 */
import { SEARCH_ID, SEARCH_OPENER } from './search-ids';

export function enhanceShell(doc: Document): void {
  const win = doc.defaultView;
  if (!win) return;
  const menu = doc.getElementById('site-menu');
  if (menu instanceof win.HTMLDialogElement) enhanceMenu(doc, win, menu);
  const toTop = doc.querySelector<HTMLButtonElement>('button[data-scroll-top-after]');
  if (toTop) enhanceScrollToTop(doc, win, toTop);
  enhanceSearch(doc);
}

function enhanceMenu(doc: Document, win: Window & typeof globalThis, menu: HTMLDialogElement) {
  menu.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof win.Element)) return;
    // Without closedby, a click on the backdrop (or on the menu's bar, which lets clicks through) lands on the dialog itself.
    if (target.closest('a') || (target === menu && !('closedBy' in menu))) menu.close();
  });

  if (!('command' in win.HTMLButtonElement.prototype)) {
    // Every dialog button of the shell: the Menu buttons, and the search dialog's Close.
    doc.addEventListener('click', (event) => {
      const button = event.target instanceof win.Element ? event.target.closest('button[commandfor]') : null;
      const dialog = button ? doc.getElementById(button.getAttribute('commandfor') ?? '') : null;
      if (!button || !(dialog instanceof win.HTMLDialogElement)) return;
      if (button.getAttribute('command') === 'close') dialog.close();
      else if (!dialog.open) dialog.showModal();
    });
  }
}

function enhanceScrollToTop(doc: Document, win: Window, button: HTMLButtonElement) {
  // Read on every scroll: a client-side route change may rewrite the threshold.
  const update = () => {
    button.hidden = win.scrollY <= Number(button.dataset.scrollTopAfter);
  };
  win.addEventListener('scroll', update, { passive: true });
  // Reading the scroll position lays the page out: at the next frame it costs nothing more, now
  // (while the page is still being laid out for its first paint) it would be a long task.
  win.requestAnimationFrame(update);
  button.addEventListener('click', () => {
    win.scrollTo({ top: 0, behavior: win.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    doc.getElementById('main')?.focus({ preventScroll: true });
  });
}

/** Shows the dialog's own "Search could not load" line (written into every page from content). */
function searchUnavailable(doc: Document, error: unknown) {
  console.error(error);
  const dialog = doc.getElementById(SEARCH_ID);
  const failed = dialog?.querySelector<HTMLElement>('[data-search-failed]');
  const status = dialog?.querySelector<HTMLElement>('[data-search-status]');
  if (status) status.textContent = '';
  if (failed) failed.hidden = false;
}

/** A "/" typed here is text, not the search shortcut. */
const FIELDS = 'input,textarea,select,[contenteditable]';

function enhanceSearch(doc: Document) {
  // The Search button opens the dialog itself (an invoker command); a click also asks for the
  // search's code, which the page has not loaded until then.
  const opener = doc.querySelector<HTMLElement>(SEARCH_OPENER);
  // The search says so itself when its code cannot load (offline, a deploy removed the chunk):
  // the dialog and what the visitor typed in it stay, and the page never reloads for it.
  opener?.addEventListener(
    'click',
    () =>
      void import('./site-search').then(
        (search) => search.startSearch(opener),
        (error: unknown) => searchUnavailable(doc, error),
      ),
  );
  // Opened with "/" from nowhere in particular, focus comes back to the Search button, even when
  // the dialog is closed before the search's code has arrived.
  const dialog = doc.getElementById(SEARCH_ID);
  dialog?.addEventListener('close', () => {
    const focused = doc.activeElement;
    // With nothing to return to, focus is still on the closed dialog's field, or nowhere.
    if (!focused || focused === doc.body || dialog.contains(focused)) opener?.focus();
  });
  doc.addEventListener('keydown', (event) => {
    // Not in a field, not while another dialog (the menu) is open, not with a modifier (another shortcut).
    if (event.key !== '/' || event.ctrlKey || event.metaKey || doc.activeElement?.matches(FIELDS) || doc.querySelector('dialog[open]')) return;
    event.preventDefault();
    opener?.click();
  });
}
