/**
 * When the page's scripts fail (docs/decisions/2801). Built pages are documents whose text is
 * already there (docs/decisions/0001), so a script that fails never covers the page: the failure
 * is written to the console, and the page stays whole.
 * An island that fails keeps its prerendered HTML and shows what it shows without JavaScript
 * (src/islands/start.ts).
 */

/** The names for the failures the browser's entry can meet. */
const failures = {
  init: 'Critical Error: The application could not initialize properly.',
  root: 'Something went wrong: The application failed to load correctly.',
  island: 'Something went wrong: The application encountered an error while rendering this component.',
} as const;

/** Says in the console what failed; the page is not touched. */
export function reportFailure(kind: keyof typeof failures, error: unknown): void {
  console.error(failures[kind], error instanceof Error ? error.message : String(error));
}

const RELOAD_KEY = 'ihubStaleChunkReload';

/** A text field whose text a reload would lose: typed, and not in a form whose draft is kept (src/lib/draft-store.ts). */
function holdsUnkeptText(doc: Document): boolean {
  return [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) =>
      field.value !== field.defaultValue &&
      !field.closest('form[data-draft]') &&
      !['hidden', 'checkbox', 'radio', 'submit', 'button'].includes(field.type),
  );
}

export type StaleChunkReload = {
  /**
   * An island's code could not be loaded. After a deploy, an open tab may ask for a chunk that no
   * longer exists, and the page as the server has it now would run: reload, but only when
   * - the site answers (the browser is online and a fresh HEAD of this address gets an answer
   *   below 500): offline, a reload would only trade the page for the browser's error page;
   * - this history entry has not been reloaded for this already (a marker in history.state, not
   *   storage): once, never a loop;
   * - the visitor is not already on the way to another page (the Navigation API says so);
   * - no text typed on the page would be lost (forms whose drafts are kept come back whole).
   * Resolves to whether it reloads.
   */
  islandCodeFailed: () => Promise<boolean>;
};

/**
 * Features with an error state of their own (the search says it could not load; an embed
 * offers its host's own page) never ask for a reload: only the island runtime does, through this.
 */
export function staleChunkReload(win: Window): StaleChunkReload {
  let leaving = false;
  (win as { navigation?: Navigation }).navigation?.addEventListener('navigate', (event) => {
    if (!event.destination.sameDocument && event.downloadRequest === null) leaving = true;
  });
  let asked: Promise<boolean> | undefined;
  const decide = async (): Promise<boolean> => {
    const state: unknown = win.history.state;
    const record = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
    if (record[RELOAD_KEY] || leaving || win.navigator.onLine === false || holdsUnkeptText(win.document)) return false;
    try {
      const answer = await win.fetch(win.location.href, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
      if (answer.status >= 500) return false;
    } catch {
      return false; // No answer: offline, or the site is down. The page stays as it is.
    }
    if (leaving || holdsUnkeptText(win.document)) return false;
    win.history.replaceState({ ...record, [RELOAD_KEY]: true }, '');
    win.location.reload();
    return true;
  };
  // Several islands failing together make one decision.
  return { islandCodeFailed: () => (asked ??= decide()) };
}
