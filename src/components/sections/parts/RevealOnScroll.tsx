import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';

/** SPEC.md section 9: reveal at 10% visibility, 400 ms delay plus 100 ms per item. */
const THRESHOLD = 0.1;
export const revealDelay = (index: number) => 400 + 100 * index;

type State = 'static' | 'waiting' | 'shown';

/**
 * A list item that fades in once when 10% of it scrolls into view. Decoration only: the
 * prerendered item is visible; after hydration, only items still below the fold are hidden to
 * wait for their entrance. Nothing is hidden without IntersectionObserver or with reduced motion.
 */
export function RevealOnScroll({ index, className, children }: { index: number; className?: string; children: React.ReactNode }) {
  const ref = useRef<HTMLLIElement>(null);
  const [state, setState] = useState<State>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const inView = !!entry && entry.isIntersecting && entry.intersectionRatio >= THRESHOLD;
        if (inView) {
          setState((current) => (current === 'waiting' ? 'shown' : current));
          observer.disconnect();
        } else if (first) setState('waiting');
        first = false;
      },
      { threshold: THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <li
      ref={ref}
      data-reveal={state}
      style={state === 'shown' ? { transitionDelay: `${revealDelay(index)}ms` } : undefined}
      className={cn('transition duration-700 ease-out-soft data-[reveal=waiting]:translate-y-8 data-[reveal=waiting]:opacity-0', className)}
    >
      {children}
    </li>
  );
}
