import { useEffect, useState } from 'react';

/**
 * An index that advances every `everyMs` and wraps, unless `stopped` (hover, focus, the pause
 * button or reduced motion: docs/decisions/0300). Restarts the interval when it resumes.
 */
export function useRotation(count: number, everyMs: number, stopped: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (stopped || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), everyMs);
    return () => window.clearInterval(timer);
  }, [count, everyMs, stopped]);
  return index;
}
