import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import type { Card } from '../../../content/schemas/company';
import { cn } from '../../../lib/cn';
import { CompanyCard } from './CardGrid';
import { useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';

/** SPEC.md section 9: the about-page carousel advances every 5000 ms. */
export const CAROUSEL_INTERVAL = 5000;

type Labels = { label: string; pause: string; play: string; goTo: string };

/**
 * Cards in a grid on wide screens; below 768px a swipeable carousel that advances every 5 s.
 * DECISIONS.md #12: it holds while hovered or focused, stops for good once the visitor drags,
 * picks a card or presses pause (play resumes it), and never advances under reduced motion.
 * `data-autoplay` (off, playing, held, paused) and `data-selected` report its state to tests.
 */
export function CardCarousel({ cards, labels }: { cards: Card[]; labels: Labels }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', breakpoints: { '(min-width: 768px)': { active: false } } });
  const small = useMediaQuery('(max-width: 767.98px)');
  const reduced = usePrefersReducedMotion();
  const [selected, setSelected] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onDrag = () => setStopped(true);
    api.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onDrag);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onDrag);
    };
  }, [api]);

  const state = !small || reduced ? 'off' : stopped ? 'paused' : hovered || focused ? 'held' : 'playing';

  useEffect(() => {
    if (!api || state !== 'playing') return;
    const timer = window.setTimeout(() => api.scrollTo((selected + 1) % cards.length), CAROUSEL_INTERVAL);
    return () => window.clearTimeout(timer);
  }, [api, state, selected, cards.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      data-autoplay={state}
      data-selected={selected}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className="-mx-5 overflow-hidden px-5 md:mx-0 md:overflow-visible md:px-0">
        <div
          aria-live={state === 'playing' ? 'off' : 'polite'}
          className="-ml-4 flex touch-pan-y md:ml-0 md:grid md:grid-cols-2 md:gap-5 lg:grid-cols-4"
        >
          {cards.map((card) => (
            <div
              key={card.title}
              role="group"
              aria-roledescription="slide"
              aria-label={card.title}
              className="min-w-0 shrink-0 grow-0 basis-[86%] pl-4 md:basis-auto md:pl-0"
            >
              <CompanyCard card={card} />
            </div>
          ))}
        </div>
      </div>
      {small ? (
        <div className="mt-6 flex items-center justify-between gap-4">
          <div className="flex gap-1">
            {cards.map((card, i) => (
              <button
                key={card.title}
                type="button"
                aria-label={`${labels.goTo}: ${card.title}`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => {
                  setStopped(true);
                  api?.scrollTo(i);
                }}
                className="grid size-6 place-items-center"
              >
                <span aria-hidden="true" className={cn('h-2 rounded-full transition-all', i === selected ? 'w-6 bg-brand-600' : 'w-2 bg-ink-300')} />
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
      ) : null}
    </section>
  );
}
