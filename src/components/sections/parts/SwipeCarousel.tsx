import { useEffect, useRef, useState } from 'react';
import { useSite } from '~/islands/site';
import type { GlyphCardItem as Card } from '~/kinds/card-grid/schema';
import { cn } from '~/lib/cn';
import { GlyphCard } from './GlyphCard';
import { useMediaQuery, usePrefersReducedMotion } from '~/lib/use-media-query';

/** The card carousel advances every 5000 ms. */
export const CAROUSEL_INTERVAL = 5000;

type Labels = { label: string; pause: string; play: string; goTo: string };

/**
 * Where the strip stops for each card (as `scrollLeft`): its start edge, or the end of the strip
 * for the last ones. Right to left the strip starts at its right edge and `scrollLeft` runs from 0
 * down to negative values, so distances are measured from the inline start and given that sign;
 * the direction is read each time, never assumed.
 */
function stops(strip: HTMLElement): number[] {
  const cards = [...strip.children] as HTMLElement[];
  const sign = getComputedStyle(strip).direction === 'rtl' ? -1 : 1;
  const startEdge = (card: HTMLElement) => (sign === 1 ? card.offsetLeft : card.offsetLeft + card.offsetWidth);
  const first = cards[0] ? startEdge(cards[0]) : 0;
  const end = strip.scrollWidth - strip.clientWidth;
  return cards.map((card) => sign * Math.min(sign * (startEdge(card) - first), end));
}

/** The card whose stop is nearest the strip's scroll position (ties go to the first). */
function nearest(strip: HTMLElement): number {
  const positions = stops(strip);
  let best = 0;
  positions.forEach((left, i) => {
    if (Math.abs(left - strip.scrollLeft) < Math.abs(positions[best]! - strip.scrollLeft)) best = i;
  });
  return best;
}

/**
 * Cards in a grid on wide screens; below 768px a strip the visitor swipes (CSS scroll snap, no
 * carousel library) that advances every 5 s. It holds while hovered or focused,
 * stops for good once the visitor drags or scrolls it, picks a card or presses pause (play resumes
 * it), and never advances under reduced motion. The shown card follows the scroll position, so a
 * swipe moves the dots too. `data-autoplay` (off, playing, held, paused) and `data-selected`
 * report its state to tests.
 */
export function SwipeCarousel({ cards, labels }: { cards: Card[]; labels: Labels }) {
  const { ui } = useSite();
  const strip = useRef<HTMLDivElement>(null);
  const small = useMediaQuery('(max-width: 767.98px)');
  // Whether the strip scrolls (phones), for its focus stop: assumed so in the HTML, so that before
  // this island runs (or without JavaScript) a keyboard can reach and scroll it (axe:
  // scrollable-region-focusable); from 768px, where it is a grid, the stop goes once known.
  const scrolls = useMediaQuery('(max-width: 767.98px)', true);
  const reduced = usePrefersReducedMotion();
  const [selected, setSelected] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const state = !small || reduced ? 'off' : stopped ? 'paused' : hovered || focused ? 'held' : 'playing';

  const scrollToCard = (index: number) => {
    const element = strip.current;
    if (!element) return;
    element.scrollTo({ left: stops(element)[index] ?? 0, behavior: reduced ? 'auto' : 'smooth' });
  };

  useEffect(() => {
    if (state !== 'playing') return;
    const timer = window.setTimeout(() => {
      const element = strip.current;
      if (element) element.scrollTo({ left: stops(element)[(selected + 1) % cards.length] ?? 0, behavior: 'smooth' });
    }, CAROUSEL_INTERVAL);
    return () => window.clearTimeout(timer);
  }, [state, selected, cards.length]);

  /** The visitor's own swipe, wheel or arrow key: autoplay stops for good (play resumes it). */
  const stop = () => setStopped(true);

  return (
    <section
      aria-roledescription={ui.carousel}
      aria-label={labels.label}
      data-autoplay={state}
      data-selected={selected}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        ref={strip}
        // Below 768px the strip scrolls, so keyboard users must be able to reach it (arrow keys scroll it).
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'group' : undefined}
        aria-label={scrolls ? labels.label : undefined}
        aria-live={state === 'playing' ? 'off' : 'polite'}
        onScroll={(event) => setSelected(nearest(event.currentTarget))}
        onPointerDown={stop}
        onTouchStart={stop}
        onWheel={stop}
        onKeyDown={(event) => {
          if (event.target === event.currentTarget && ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key)) stop();
        }}
        className={cn(
          'relative -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto overscroll-x-contain px-5 [scrollbar-width:none] focus-visible:outline-offset-[-2px] [&::-webkit-scrollbar]:hidden',
          '[--fit-min:13rem] md:mx-0 md:grid-fit md:snap-none md:overflow-visible md:px-0 md:[--fit-cols:2] lg:[--fit-cols:4]',
        )}
      >
        {cards.map((card) => (
          <div
            key={card.title}
            role="group"
            aria-roledescription={ui.slide}
            aria-label={card.title}
            className="min-w-0 shrink-0 grow-0 basis-[86%] snap-start md:basis-auto"
          >
            <GlyphCard card={card} />
          </div>
        ))}
      </div>
      {/* Prerendered and kept in place, hidden until the phone layout is known: nothing below moves when it appears. */}
      <div className={cn('mt-6 flex min-h-11 items-center justify-between gap-4 md:hidden', small ? 'visible' : 'invisible')}>
        <div className="flex gap-1">
          {cards.map((card, i) => (
            <button
              key={card.title}
              type="button"
              aria-label={`${labels.goTo}: ${card.title}`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => {
                setStopped(true);
                scrollToCard(i);
              }}
              className="grid size-6 place-items-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  // Forced colours paint backgrounds the page's colour: the dots keep theirs, in system colours.
                  'h-2 rounded-full transition-all forced-colors:forced-color-adjust-none',
                  i === selected ? 'w-6 bg-brand-600 forced-colors:bg-[Highlight]' : 'w-2 bg-ink-300 forced-colors:bg-[CanvasText]',
                )}
              />
            </button>
          ))}
        </div>
        {reduced ? null : (
          <button
            type="button"
            aria-label={stopped ? labels.play : labels.pause}
            title={stopped ? labels.play : labels.pause}
            onClick={() => setStopped((value) => !value)}
            className="grid size-11 place-items-center rounded-full bg-white text-ink-950 ring-1 ring-ink-200 ring-inset hover:ring-ink-400"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              {stopped ? <path d="M8 5.5v13l10.5-6.5z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
            </svg>
          </button>
        )}
      </div>
    </section>
  );
}
