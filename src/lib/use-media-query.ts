import { useCallback, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether a media query matches now, following changes; `serverValue` during prerender and hydration. */
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

/**
 * True when the visitor asked for less motion (prefers-reduced-motion: reduce). Before hydration
 * it assumes "reduce" unless told otherwise, so nothing moves before the real preference is read.
 */
export function usePrefersReducedMotion(serverValue = true): boolean {
  return useMediaQuery(REDUCED_MOTION, serverValue);
}
