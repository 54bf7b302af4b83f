import { useSyncExternalStore } from 'react';

/**
 * The address's query string, for the views that keep their state in it (news categories,
 * career search). Pages are plain documents, so a filter changes the address with the history
 * API and tells its listeners; back and forward arrive as `popstate`.
 */
const CHANGE = 'ihub:querychange';

function subscribe(onChange: () => void): () => void {
  addEventListener('popstate', onChange);
  addEventListener(CHANGE, onChange);
  return () => {
    removeEventListener('popstate', onChange);
    removeEventListener(CHANGE, onChange);
  };
}

/**
 * The current query ("" while the prerendered HTML hydrates: it was written for every query, so
 * the address's own view is applied right after).
 */
export function useQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.search,
    () => '',
  );
}

/** Puts `search` in the address without loading a page; `replace` for every keystroke, push for a choice. */
export function setQuery(search: URLSearchParams, { replace }: { replace: boolean }): void {
  const query = search.toString();
  const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  if (url === `${location.pathname}${location.search}${location.hash}`) return;
  history[replace ? 'replaceState' : 'pushState'](history.state, '', url);
  dispatchEvent(new Event(CHANGE));
}
