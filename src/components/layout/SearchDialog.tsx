import type { Site } from '~/content/schemas/site';
import { SmartLink } from '~/components/ui/SmartLink';
import { StrokeIcon } from '~/components/ui/StrokeIcon';
import { SEARCH_ID } from './search-ids';
import { partId } from '~/lib/ids';

/** A magnifying glass, 24×24. */
export const SEARCH_ICON = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5.2-5.2';

/** What the browser module needs to word its results (the rest of the copy is in the markup). */
export function browserCopy(site: Site) {
  const { results, noResults, loading, kinds } = site.search;
  return { results, noResults, loading, kinds };
}
export type SearchBrowserCopy = ReturnType<typeof browserCopy>;

/**
 * The site search: a modal `<dialog>` in every page's HTML, empty and closed, costing no request.
 * The header's Search button (or "/") opens it and only then imports `site-search.ts`, which
 * loads Pagefind from the site's own `/pagefind/` and writes the results in here
 * (docs/decisions/1802). Like the menu, the browser keeps focus inside, closes it on Escape or a
 * click outside and returns focus to the button. Without script it never opens, and its button
 * never shows.
 */
export function SearchDialog({ site }: { site: Site }) {
  const copy = site.search;
  return (
    <dialog
      id={SEARCH_ID}
      closedby="any"
      aria-labelledby={partId(SEARCH_ID, 'title')}
      data-copy={JSON.stringify(browserCopy(site))}
      className="fixed inset-x-3 top-3 mx-auto my-0 max-h-[calc(100dvh-1.5rem)] w-auto max-w-2xl flex-col overflow-hidden rounded-3xl border-0 bg-white p-0 text-ink-900 shadow-2xl shadow-ink-950/30 backdrop:bg-ink-950/70 backdrop:backdrop-blur-sm open:flex sm:top-[calc(var(--spacing-header)+0.5rem)] sm:max-h-[calc(100dvh-var(--spacing-header)-2rem)]"
    >
      <search className="border-b border-ink-100 p-4 sm:p-5">
        <div className="flex items-center justify-between gap-4">
          <label
            id={partId(SEARCH_ID, 'title')}
            htmlFor={partId(SEARCH_ID, 'input')}
            className="text-xs font-semibold tracking-[0.18em] text-brand-700 uppercase"
          >
            {copy.title}
          </label>
          <button
            type="button"
            commandfor={SEARCH_ID}
            command="close"
            className="-my-2 -me-2 inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-950"
          >
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            {copy.close}
          </button>
        </div>
        <div className="mt-3 flex items-center gap-3 rounded-2xl border border-ink-500 bg-ink-50 px-4 outline-(--focus-ring) focus-within:bg-white has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2">
          <span className="text-ink-500">
            <StrokeIcon d={SEARCH_ICON} />
          </span>
          <input
            id={partId(SEARCH_ID, 'input')}
            type="search"
            // Opening the dialog puts the cursor here, every time.
            autoFocus
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={copy.placeholder}
            aria-controls={partId(SEARCH_ID, 'results')}
            className="h-13 min-w-0 flex-1 bg-transparent text-lg text-ink-950 outline-none placeholder:text-ink-500 [&::-webkit-search-cancel-button]:hidden"
          />
        </div>
      </search>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 sm:p-3">
        <p
          role="status"
          data-search-status
          data-hint={copy.hint}
          className="px-3 py-2 text-sm text-ink-600 data-none:pb-1 data-none:font-display data-none:text-xl data-none:font-semibold data-none:text-ink-950"
        >
          {copy.hint}
        </p>
        <p hidden role="alert" data-search-failed className="mx-3 mb-2 rounded-2xl bg-signal-100 px-4 py-3 text-sm text-signal-900">
          {copy.failed}
        </p>
        <ul id={partId(SEARCH_ID, 'results')} data-search-results className="space-y-1" />
        <div className="px-3 pt-2 pb-3" hidden data-search-more-row>
          <button
            type="button"
            data-search-more
            className="inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold text-ink-950 ring-1 ring-ink-200 transition-colors ring-inset hover:ring-ink-400"
          >
            {copy.more}
          </button>
        </div>
        <div hidden data-search-none className="px-3 pb-4">
          <p className="max-w-prose leading-7 text-ink-700">{copy.noResultsHelp}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <button
              type="button"
              data-search-menu
              className="inline-flex h-11 items-center rounded-full bg-ink-950 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-700"
            >
              {copy.openMenu}
            </button>
            <SmartLink
              href={copy.contact.href}
              className="inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold text-ink-950 ring-1 ring-ink-200 transition-colors ring-inset hover:ring-ink-400"
            >
              {copy.contact.label}
            </SmartLink>
          </div>
        </div>
      </div>
    </dialog>
  );
}
