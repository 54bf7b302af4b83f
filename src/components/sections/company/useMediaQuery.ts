import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now; `serverValue` during prerender and hydration. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** True when the visitor asked for less motion (prefers-reduced-motion: reduce). */
export function usePrefersReducedMotion(): boolean {
  // Assume "reduce" until the browser says otherwise, so nothing moves before hydration.
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}
