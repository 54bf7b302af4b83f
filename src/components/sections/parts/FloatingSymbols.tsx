import type { GlyphName } from '~/content/schemas/glyphs';
import { cn } from '~/lib/cn';
import { Glyph } from './Glyph';

/**
 * Where each symbol sits, and how far it rises, how far it turns and how slowly (the `drift`
 * utility of app.css): up and back once, each stroke 2.5 s at most, so all is still within 5 s.
 */
const symbols: { icon: GlyphName; place: string; drift: string }[] = [
  {
    icon: 'spark',
    place: 'top-[4%] inset-s-[4%] size-7 text-signal-400 sm:top-[12%] sm:inset-s-[6%] sm:size-9',
    drift: '[--drift-rise:-12px] [--drift-turn:-8deg] [--drift-pace:1600ms]',
  },
  {
    icon: 'robot',
    place: 'top-[4%] inset-e-[4%] size-8 text-brand-300 sm:top-[22%] sm:inset-e-[8%] sm:size-12',
    drift: '[--drift-rise:-18px] [--drift-turn:8deg] [--drift-pace:1800ms]',
  },
  {
    icon: 'chip',
    place: 'bottom-[18%] inset-s-[10%] hidden size-10 text-brand-400 sm:block',
    drift: '[--drift-rise:-24px] [--drift-turn:-8deg] [--drift-pace:2000ms]',
  },
  {
    icon: 'bolt',
    place: 'bottom-[4%] inset-e-[6%] size-7 text-signal-400 sm:inset-e-[14%] sm:bottom-[12%] sm:size-9',
    drift: '[--drift-rise:-12px] [--drift-turn:8deg] [--drift-pace:2200ms]',
  },
  {
    icon: 'brain',
    place: 'top-[55%] inset-s-[3%] hidden size-11 text-brand-200 md:block',
    drift: '[--drift-rise:-18px] [--drift-turn:-8deg] [--drift-pace:2350ms]',
  },
  {
    icon: 'eye',
    place: 'top-[60%] inset-e-[4%] hidden size-10 text-brand-300 md:block',
    drift: '[--drift-rise:-24px] [--drift-turn:8deg] [--drift-pace:2500ms]',
  },
];

/**
 * Decorative symbols drifting behind an announcement hero as it arrives. Hidden from assistive
 * tech; they move only when the visitor has not asked for reduced motion, and stop by themselves. A CSS animation: the hero is no island,
 * so script here would never run on a built page (it ran only in development, docs/decisions/3104).
 */
export function FloatingSymbols() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      {symbols.map((symbol) => (
        <span key={symbol.icon} className={cn('absolute opacity-60 motion-safe:drift', symbol.place, symbol.drift)}>
          <Glyph name={symbol.icon} className="size-full" />
        </span>
      ))}
    </div>
  );
}
