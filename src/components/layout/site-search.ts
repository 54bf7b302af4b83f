/**
 * The search dialog's behaviour, imported by shell-enhance.ts the first time the dialog opens
 * (docs/decisions/1802): no page pays for it, nor for Pagefind, before then. It loads Pagefind's
 * browser API from the site's own `pagefind/` folder (under the base path), which picks the index
 * of the page's `<html lang>`, and writes each result into the dialog's list as a plain link:
 * kind, title and an excerpt with the matched words marked. Framework-free.
 */
import type { SearchBrowserCopy } from './SearchDialog';
import { SEARCH_ID } from './search-ids';

/** The part of Pagefind's browser API used here (pagefind.app/docs/api). */
type Pagefind = {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<Found>;
  /** Resolves to null when a later call superseded this one. */
  debouncedSearch: (term: string, options?: object, wait?: number) => Promise<Found | null>;
};
type Found = { results: { data: () => Promise<ResultData> }[] };
type ResultData = { url: string; excerpt: string; meta: { title?: string }; filters: { kind?: string[] } };

/** Results written at a time; "Show more" adds the next as many. */
const PAGE_SIZE = 8;
/** Quiet time after a keystroke before searching, so each word typed is not a search. */
const TYPING_PAUSE_MS = 160;

const RESULT_LINK = 'block rounded-2xl px-3 py-3 transition-colors hover:bg-ink-50 focus-visible:bg-brand-50 sm:px-4';

function required<T extends Element>(root: ParentNode, selector: string, type: { new (): T }): T {
  const element = root.querySelector(selector);
  if (!(element instanceof type)) throw new Error(`site search: ${selector} is missing from the dialog.`);
  return element;
}

const started = new WeakSet<HTMLDialogElement>();

/** Wires the search into the dialog `opener` (the header's Search button) opens, once. */
export function startSearch(opener: HTMLElement): void {
  const doc = opener.ownerDocument;
  const win = doc.defaultView ?? window;
  const dialog = required(doc, `#${SEARCH_ID}`, win.HTMLDialogElement);
  if (started.has(dialog)) return;
  started.add(dialog);
  // Written by SearchDialog from content/site.yaml, which the build validated.
  const copy = JSON.parse(dialog.dataset.copy ?? '{}') as SearchBrowserCopy;
  const input = required(dialog, 'input[type="search"]', win.HTMLInputElement);
  const status = required(dialog, '[data-search-status]', win.HTMLElement);
  const failed = required(dialog, '[data-search-failed]', win.HTMLElement);
  const list = required(dialog, '[data-search-results]', win.HTMLUListElement);
  const moreRow = required(dialog, '[data-search-more-row]', win.HTMLElement);
  const more = required(dialog, '[data-search-more]', win.HTMLButtonElement);
  const none = required(dialog, '[data-search-none]', win.HTMLElement);
  const toMenu = required(dialog, '[data-search-menu]', win.HTMLButtonElement);
  const language = doc.documentElement.lang || undefined;
  const plural = new Intl.PluralRules(language);

  /** Puts `text` in the live region; `nothing` when it says nothing matched (then drawn as the heading of that state). */
  const say = (text: string, nothing = false) => {
    status.toggleAttribute('data-none', nothing);
    if (status.textContent !== text) status.textContent = text;
  };

  // The site's base (Vite's BASE_URL, '/' or a preview's sub-path) read directly rather than through
  // lib/base-path.ts, whose chunk travels with the islands' React runtime.
  const api: Promise<Pagefind> = import(/* @vite-ignore */ `${import.meta.env.BASE_URL}pagefind/pagefind.js`).then(async (pagefind: Pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  });
  /** The index could not be loaded or read (offline on a first visit, a broken deploy): say so. */
  const fail = (error: unknown) => {
    console.error(error);
    say('');
    failed.hidden = false;
    return undefined;
  };

  void api.catch(fail);

  /** The search whose results are shown (or on its way): later ones make earlier answers stale. */
  let current: { query: string; results: Found['results']; shown: number } = { query: '', results: [], shown: 0 };
  let latest = 0;

  const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const countSentence = (count: number, query: string) =>
    fill(copy.results[plural.select(count)] ?? copy.results.other, { count: String(count), query });

  async function run(term: string, now: boolean) {
    const query = term.trim();
    const ticket = ++latest;
    if (!query) {
      current = { query: '', results: [], shown: 0 };
      list.replaceChildren();
      none.hidden = moreRow.hidden = true;
      say(status.dataset.hint ?? '');
      return;
    }
    if (!current.query) say(copy.loading);
    const found = await api.then((pagefind) => (now ? pagefind.search(query) : pagefind.debouncedSearch(query, {}, TYPING_PAUSE_MS))).catch(fail);
    if (!found || ticket !== latest) return;
    current = { query, results: found.results, shown: 0 };
    list.replaceChildren();
    none.hidden = found.results.length > 0;
    if (!found.results.length) {
      moreRow.hidden = true;
      say(fill(copy.noResults, { query }), true);
      return;
    }
    await showMore(ticket);
    if (ticket === latest) say(countSentence(found.results.length, query));
  }

  /** Writes the next page of results; returns the first link it added. */
  async function showMore(ticket: number): Promise<HTMLAnchorElement | undefined> {
    const next = current.results.slice(current.shown, current.shown + PAGE_SIZE);
    const data = await Promise.all(next.map((result) => result.data()));
    if (ticket !== latest) return undefined;
    const items = data.map((result) => resultItem(doc, result, copy.kinds));
    list.append(...items);
    current.shown += next.length;
    moreRow.hidden = current.shown >= current.results.length;
    return items[0]?.querySelector('a') ?? undefined;
  }

  input.addEventListener('input', () => void run(input.value, false));
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    // Enter on the results of what is typed opens the first; otherwise it searches at once.
    const first = list.querySelector('a');
    if (first && current.query === input.value.trim()) first.click();
    else void run(input.value, true);
  });
  more.addEventListener('click', () => void showMore(latest).then((first) => first?.focus()));
  toMenu.addEventListener('click', () => {
    dialog.close();
    opener.focus();
    // The menu gives focus back to where it was opened from: the Search button.
    const menu = doc.getElementById('site-menu');
    if (menu instanceof win.HTMLDialogElement) menu.showModal();
  });
  // Up and down step between the field and the results; Tab goes the same way through them.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...list.querySelectorAll('a')];
    const focused = doc.activeElement;
    const at = links.findIndex((link) => link === focused);
    if (at === -1 && focused !== input) return;
    if (!links.length) return;
    event.preventDefault();
    const to = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    (to < 0 ? input : links[to])?.focus();
  });
  // Focus comes back to the Search button on close: shell-enhance.ts, before this module loads.
  // Without invoker commands (older browsers) the dialog's buttons are wired by shell-enhance.ts.

  // Whatever was typed while this module loaded is searched now.
  if (input.value.trim()) void run(input.value, true);
}

/** One result: a link holding its kind, its title and the excerpt with the matched words marked. */
function resultItem(doc: Document, result: ResultData, kinds: SearchBrowserCopy['kinds']): HTMLLIElement {
  const item = doc.createElement('li');
  const link = Object.assign(doc.createElement('a'), { href: result.url, className: RESULT_LINK });
  const kind = result.filters.kind?.[0];
  const isKind = (name: string): name is keyof typeof kinds => Object.hasOwn(kinds, name);
  const label = kind && isKind(kind) ? kinds[kind] : undefined;
  if (label) {
    link.append(
      Object.assign(doc.createElement('span'), {
        className: 'block text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase',
        textContent: label,
      }),
    );
  }
  link.append(
    Object.assign(doc.createElement('span'), {
      className: 'mt-1 block font-display text-lg leading-snug font-semibold text-ink-950',
      textContent: result.meta.title ?? result.url,
    }),
  );
  const excerpt = Object.assign(doc.createElement('span'), { className: 'mt-1 line-clamp-2 text-sm leading-6 text-ink-600' });
  excerpt.append(...excerptNodes(doc, result.excerpt));
  link.append(excerpt);
  item.append(link);
  return item;
}

/**
 * Pagefind's excerpt is HTML: page text with `<mark>` around the matched words. It is read in an
 * inert template and rebuilt from its text, keeping only the marks, so nothing else of it can
 * reach the page.
 */
function excerptNodes(doc: Document, html: string): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return doc.createTextNode(node.textContent ?? '');
    return Object.assign(doc.createElement('mark'), {
      className: 'rounded-sm bg-brand-100 px-0.5 font-medium text-ink-950',
      textContent: node.textContent,
    });
  });
}
