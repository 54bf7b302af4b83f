import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { cn } from '~/lib/cn';
import { usePrefersReducedMotion } from '~/lib/use-media-query';
import { Picture } from '~/components/ui/Picture';
import { CarouselControls } from './CarouselControls';
import { forwards, initialTrack, trackReducer } from './slide-track';
import type { SlideShowProps } from './slide-show-props';
import { partId } from '~/lib/ids';
import { useSite } from '~/islands/site';

/** A new slide every 5000 ms. */
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
 * A 500 ms horizontal slide, none under reduced motion. `transform` carries a
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
 * The hero's slide show (WAI-ARIA APG carousel pattern): a labelled region of "n of 4" slides that
 * advances every 5 s and wraps at both ends. It pauses while hovered or keyboard-focused, has a
 * visible pause/play button, and does not advance on its own for visitors who prefer reduced motion.
 * No carousel library: slides are stacked and moved with CSS transforms (slide-track.ts), and a
 * finger swipe is read from pointer events.
 *
 * The prerendered HTML already shows the first slide where the running show keeps it, so starting
 * the show shifts nothing (CLS 0). Without its script (no JavaScript, or an island that failed) the
 * slides stand in a row that scrolls and snaps sideways, so every slide can be seen (docs/decisions/2701).
 */
export function SlideShow({ carousel }: { carousel: SlideShowProps }) {
  const { ui } = useSite();
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

  const slideName = (index: number) => carousel.slideLabel.replace('{n}', String(index + 1)).replace('{total}', String(total));

  return (
    <section
      aria-roledescription={ui.carousel}
      aria-label={carousel.label}
      className="surface-dark relative flex flex-col overflow-hidden rounded-3xl bg-ink-900 ring-1 ring-white/10"
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
        className="relative aspect-[3/2] touch-pan-y overflow-hidden lg:aspect-[16/10]"
        onPointerDown={onSwipeStart}
        onPointerMove={onSwipeMove}
        onPointerUp={onSwipeEnd}
        onPointerCancel={onSwipeEnd}
      >
        <div
          id={SLIDES_ID}
          aria-live={rotating ? 'off' : 'polite'}
          // Without its script (no JavaScript, or the island failed): a row that scrolls and snaps.
          className="h-full fallback:flex fallback:snap-x fallback:snap-mandatory fallback:overflow-x-auto fallback:[scrollbar-width:thin]"
        >
          {carousel.slides.map((slide, index) => {
            const place = places[index]!;
            return (
              <div
                key={slide.image.src}
                id={partId(SLIDES_ID, String(index + 1))}
                role="group"
                aria-roledescription={ui.slide}
                aria-label={slideName(index)}
                aria-hidden={ready ? index !== selected : undefined}
                className={cn(
                  'absolute inset-0 fallback:visible fallback:relative fallback:size-full fallback:shrink-0 fallback:snap-start',
                  // Before it runs, the first slide already stands where the running show keeps it
                  // (the others are invisible), so starting it moves nothing on screen.
                  ready && OFFSET[place.x],
                  !place.shown && 'invisible',
                  place.animate && drag === null && SLIDE_TRANSITION,
                )}
                style={drag === null ? undefined : { transform: `translateX(${drag}px)` }}
              >
                <Picture
                  image={slide.image}
                  priority={index === 0}
                  loading={index === 0 || warm ? 'eager' : 'lazy'}
                  sizes="(min-width: 1024px) 58vw, 92vw"
                  className="block size-full max-w-none object-cover"
                />
                {slide.heading ? (
                  <div className="absolute inset-0 hidden items-end bg-gradient-to-t from-ink-950/90 via-ink-950/35 to-transparent p-8 md:flex">
                    <div className="max-w-[60%]">
                      <p className="font-display text-2xl leading-tight font-semibold tracking-tight text-balance text-white lg:text-3xl">
                        {slide.heading}
                      </p>
                      {slide.tagline ? <p className="mt-2 text-base leading-7 text-brand-100">{slide.tagline}</p> : null}
                    </div>
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      {/* Without their script the buttons never work: links to each slide take their place. */}
      {ready ? null : (
        <ol className="order-last hidden justify-center gap-2 px-3 py-2.5 fallback:flex sm:justify-end">
          {carousel.slides.map((slide, index) => (
            <li key={slide.image.src}>
              <a
                href={`#${SLIDES_ID}-${index + 1}`}
                className="grid h-11 min-w-11 place-items-center rounded-full px-3 text-sm font-semibold text-white ring-1 ring-white/25 hover:bg-white/10"
              >
                {slideName(index)}
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
