import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { StrokeIcon } from './StrokeIcon';

/** One floating button per page; appears past the page's threshold (SPEC.md section 9). */
export function ScrollToTop({ label, threshold, hidden }: { label: string; threshold: number; hidden?: boolean }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  const show = visible && !hidden;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      hidden={!show}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className={cn(
        'fixed right-5 bottom-5 z-30 grid size-12 place-items-center rounded-full bg-ink-950 text-white shadow-lg shadow-ink-950/20 transition hover:bg-brand-700 sm:right-8 sm:bottom-8',
      )}
    >
      <StrokeIcon d="M12 19V5M5 12l7-7 7 7" />
    </button>
  );
}
