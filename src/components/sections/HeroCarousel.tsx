import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from '../../lib/use-media-query';
import { Picture } from '../ui/Picture';
import { CarouselControls } from './parts/CarouselControls';
import { forwards, initialTrack, trackReducer } from './parts/slide-track';
import type { SectionProps } from './types';

/** SPEC.md section 9: a new slide every 5000 ms. */
export const AUTO_ADVANCE_MS = 5000;
/**
 * Where a slide sits: before the viewport, in it, after it (classes, so the prerendered HTML has no
 * inline style). "After" is the inline end: the right, or the left on a right-to-left page.
 */
const OFFSET: Record<number, string> = {
  [-1]: '-translate-x-full rtl:translate-x-full',
  0: 'translate-x-0',
  1: 'translate-x-full rtl:-translate-x-full',
};
/**
 * SPEC.md section 9: a 500 ms horizontal slide, none under reduced motion. `transform` carries a
 * swipe's finger offset; visibility is in the list so a leaving slide stays painted until it is out.
 */
const SLIDE_TRANSITION = 'motion-safe:transition-[translate,transform,visibility] motion-safe:duration-500 motion-safe:ease-in-out';
/** How far (px) a finger must travel sideways before the swipe moves to the next slide. */
const SWIPE_THRESHOLD = 40;
/** Below this a touch is a tap, not a swipe. */
const DRAG_SLOP = 6;
/** One hero per page; a fixed id keeps the prerendered HTML free of generated ids. */
const SLIDES_ID = 'hero-slides';

/**
 * The hero carousel (WAI-ARIA APG carousel pattern): a labelled region of "n of 4" slides that
 * advances every 5 s and wraps at both ends. It pauses while hovered or keyboard-focused, has a
 * visible pause/play button, and does not advance on its own for visitors who prefer reduced motion.
 * No carousel library: slides are stacked and moved with CSS transforms (slide-track.ts), and a
 * finger swipe is read from pointer events.
 */
export function HeroCarousel({ section: carousel }: SectionProps<'hero-carousel'>) {
  // The prerendered controls offer "Pause"; a reduced-motion visitor's real setting applies on hydration.
  const reduceMotion = usePrefersReducedMotion(false);
  // False in the prerendered HTML and during hydration: the controls stay hidden until they work.
  // (A plain effect: lib/use-hydrated would be one more file on the home page's tight JS budget.)
  const [ready, setReady] = useState(false);
  const total = carousel.slides.length;
  const [track, dispatch] = useReducer(trackReducer, total, initialTrack);
  const { selected, places, pending, drag } = track;
  /** null until the visitor presses pause/play: until then the motion preference decides. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [warm, setWarm] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  /** Where the finger went down, while a swipe is under way. */
  const swipeStart = useRef<number | null>(null);
  /** Whether the carousel runs right to left, read when the finger goes down. */
  const swipeRtl = useRef(false);

  const playing = userPlaying ?? !reduceMotion;
  const rotating = ready && playing && !hovered && !keyboardFocus && drag === null;

  useEffect(() => setReady(true), []);

  // Second half of a move: the arriving slide has been placed beside the shown one; make the
  // browser compute that position (reading layout does), then start both slides moving.
  useLayoutEffect(() => {
    if (!pending) return;
    void viewport.current?.getBoundingClientRect();
    dispatch({ type: 'commit' });
  }, [pending]);

  // One timer per slide shown: a manual move restarts the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: 'prepare', direction: 1 }), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, selected]);

  // Off-screen slides load lazily; once the page has loaded, fetch them so no slide arrives blank.
  useEffect(() => {
    const warmUp = () => setWarm(true);
    if (document.readyState === 'complete') warmUp();
    else window.addEventListener('load', warmUp, { once: true });
    return () => window.removeEventListener('load', warmUp);
  }, []);

  const go = (direction: 1 | -1) => dispatch({ type: 'prepare', direction });

  /** Touch and pen swipes; `touch-action: pan-y` leaves vertical scrolling to the browser. */
  const onSwipeStart = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse' && event.isPrimary) {
      swipeStart.current = event.clientX;
      swipeRtl.current = getComputedStyle(event.currentTarget).direction === 'rtl';
    }
  };
  const onSwipeMove = (event: React.PointerEvent) => {
    if (swipeStart.current === null || !event.isPrimary) return;
    const dx = event.clientX - swipeStart.current;
    if (drag !== null || Math.abs(dx) > DRAG_SLOP) dispatch({ type: 'drag', dx, rtl: swipeRtl.current });
  };
  const onSwipeEnd = (event: React.PointerEvent) => {
    if (swipeStart.current === null || !event.isPrimary) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (event.type === 'pointerup' && Math.abs(dx) >= SWIPE_THRESHOLD) go(forwards(dx, swipeRtl.current) ? 1 : -1);
    else dispatch({ type: 'release' });
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={carousel.label}
      className="relative flex flex-col bg-ink-950"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={(event) => setKeyboardFocus(event.target !== rotationButton.current && event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
      }}
    >
      <CarouselControls
        ready={ready}
        carousel={carousel}
        selected={selected}
        playing={playing}
        controls={SLIDES_ID}
        rotationButtonRef={rotationButton}
        onTogglePlay={() => setUserPlaying(!playing)}
        onPrevious={() => go(-1)}
        onNext={() => go(1)}
      />
      <div
        ref={viewport}
        className="relative aspect-[4/3] touch-pan-y overflow-hidden md:aspect-[2/1] md:max-h-[calc(100svh-var(--spacing-header)-3rem)] md:min-h-[22rem] md:w-full"
        onPointerDown={onSwipeStart}
        onPointerMove={onSwipeMove}
        onPointerUp={onSwipeEnd}
        onPointerCancel={onSwipeEnd}
      >
        <div id={SLIDES_ID} aria-live={rotating ? 'off' : 'polite'} className="h-full">
          {carousel.slides.map((slide, index) => {
            const place = places[index]!;
            return (
              <div
                key={slide.image.src}
                role="group"
                aria-roledescription="slide"
                aria-label={carousel.slideLabel.replace('{n}', String(index + 1)).replace('{total}', String(total))}
                aria-hidden={index !== selected}
                className={cn('absolute inset-0', OFFSET[place.x], !place.shown && 'invisible', place.animate && drag === null && SLIDE_TRANSITION)}
                style={drag === null ? undefined : { transform: `translateX(${drag}px)` }}
              >
                <Picture
                  image={slide.image}
                  priority={index === 0}
                  loading={index === 0 || warm ? 'eager' : 'lazy'}
                  className="block size-full max-w-none object-cover"
                />
                {slide.heading ? (
                  <div className="absolute inset-0 hidden items-center bg-gradient-to-r from-ink-950/90 rtl:bg-gradient-to-l via-ink-950/55 to-transparent md:flex">
                    <div className="container-page">
                      <div className="max-w-md lg:max-w-lg">
                        <p className="font-display text-4xl leading-[1.05] font-semibold tracking-tight text-balance text-white lg:text-6xl">
                          {slide.heading}
                        </p>
                        {slide.tagline ? <p className="mt-4 text-lg leading-7 text-brand-100 lg:text-xl">{slide.tagline}</p> : null}
                      </div>
                    </div>
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
