import { useEffect, useRef } from 'react';
import type { GlyphName } from '~/content/schemas/glyphs';
import { cn } from '~/lib/cn';
import { Glyph } from './Glyph';

const symbols: { icon: GlyphName; place: string }[] = [
  { icon: 'spark', place: 'top-[4%] inset-s-[4%] size-7 text-signal-400 sm:top-[12%] sm:inset-s-[6%] sm:size-9' },
  { icon: 'robot', place: 'top-[4%] inset-e-[4%] size-8 text-brand-300 sm:top-[22%] sm:inset-e-[8%] sm:size-12' },
  { icon: 'chip', place: 'bottom-[18%] inset-s-[10%] hidden size-10 text-brand-400 sm:block' },
  { icon: 'bolt', place: 'bottom-[4%] inset-e-[6%] size-7 text-signal-400 sm:inset-e-[14%] sm:bottom-[12%] sm:size-9' },
  { icon: 'brain', place: 'top-[55%] inset-s-[3%] hidden size-11 text-brand-200 md:block' },
  { icon: 'eye', place: 'top-[60%] inset-e-[4%] hidden size-10 text-brand-300 md:block' },
];

/**
 * Decorative symbols drifting behind an announcement hero. Hidden from assistive tech;
 * they move only when the visitor has not asked for reduced motion (Web Animations, no CSS).
 */
export function FloatingSymbols() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const animations = Array.from(root.children).map((child, i) =>
      child.animate([{ transform: 'translateY(0) rotate(0deg)' }, { transform: `translateY(-${12 + (i % 3) * 6}px) rotate(${i % 2 ? 8 : -8}deg)` }], {
        duration: 3200 + i * 650,
        direction: 'alternate',
        iterations: Infinity,
        easing: 'ease-in-out',
      }),
    );
    return () => animations.forEach((animation) => animation.cancel());
  }, []);

  return (
    <div ref={ref} aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      {symbols.map((symbol) => (
        <span key={symbol.icon} className={cn('absolute opacity-60', symbol.place)}>
          <Glyph name={symbol.icon} className="size-full" />
        </span>
      ))}
    </div>
  );
}
