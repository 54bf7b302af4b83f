import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. State that lives only in the
 * URL's query (filters, search) is applied after hydration: the static HTML is the same for
 * every query, so applying it during hydration would not match what the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
