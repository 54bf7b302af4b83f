import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HomePage } from '../../../content/schemas/pages/home';
import { Picture } from '../../ui/Picture';
import { CarouselControls } from './CarouselControls';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** SPEC.md section 9: a new slide every 5000 ms. */
export const AUTO_ADVANCE_MS = 5000;
/**
 * Embla's `duration` is not in milliseconds but a step count of its scroll physics (60 steps a
 * second, friction 0.68). 20 covers 99% of the distance in about 480 ms with no overshoot: the
 * 500 ms slide of SPEC.md section 9 (docs/decisions/0300-home-carousel.md).
 */
const SLIDE_DURATION = 20;
/** One hero per page; a fixed id keeps the prerendered HTML free of generated ids. */
const SLIDES_ID = 'hero-slides';

type Carousel = HomePage['carousel'];

/**
 * The hero carousel (WAI-ARIA APG carousel pattern): a labelled region of "n of 4" slides that
 * advances every 5 s and wraps at both ends. It pauses while hovered or keyboard-focused, has a
 * visible pause/play button, and does not advance on its own for visitors who prefer reduced motion.
 */
export function HeroCarousel({ carousel }: { carousel: Carousel }) {
  const reduceMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: SLIDE_DURATION });
  const [selected, setSelected] = useState(0);
  /** null until the visitor presses pause/play: until then the motion preference decides. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [warm, setWarm] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);

  const playing = userPlaying ?? !reduceMotion;
  const rotating = Boolean(api) && playing && !hovered && !keyboardFocus;
  const total = carousel.slides.length;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // One timer per slide shown: a manual move restarts the full interval.
  useEffect(() => {
    if (!rotating || !api) return;
    const timer = window.setTimeout(() => api.scrollNext(reduceMotion), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, api, selected, reduceMotion]);

  // Off-screen slides load lazily; once the page has loaded, fetch them so no slide arrives blank.
  useEffect(() => {
    const warmUp = () => setWarm(true);
    if (document.readyState === 'complete') warmUp();
    else window.addEventListener('load', warmUp, { once: true });
    return () => window.removeEventListener('load', warmUp);
  }, []);

  const go = useCallback(
    (direction: 'previous' | 'next') => (direction === 'next' ? api?.scrollNext(reduceMotion) : api?.scrollPrev(reduceMotion)),
    [api, reduceMotion],
  );

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
        ready={Boolean(api)}
        carousel={carousel}
        selected={selected}
        playing={playing}
        controls={SLIDES_ID}
        rotationButtonRef={rotationButton}
        onTogglePlay={() => setUserPlaying(!playing)}
        onPrevious={() => go('previous')}
        onNext={() => go('next')}
      />
      <div
        ref={viewportRef}
        className="aspect-[4/3] overflow-hidden md:aspect-[2/1] md:max-h-[calc(100svh-var(--spacing-header)-3rem)] md:min-h-[22rem] md:w-full"
      >
        <div id={SLIDES_ID} aria-live={rotating ? 'off' : 'polite'} className="flex h-full touch-pan-y">
          {carousel.slides.map((slide, index) => (
            <div
              key={slide.image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={carousel.slideLabel.replace('{n}', String(index + 1)).replace('{total}', String(total))}
              aria-hidden={index !== selected}
              className="relative h-full min-w-0 flex-[0_0_100%]"
            >
              <Picture
                image={slide.image}
                priority={index === 0}
                loading={index === 0 || warm ? 'eager' : 'lazy'}
                className="block size-full max-w-none object-cover"
              />
              {slide.heading ? (
                <div className="absolute inset-0 hidden items-center bg-gradient-to-r from-ink-950/90 via-ink-950/55 to-transparent md:flex">
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
          ))}
        </div>
      </div>
    </section>
  );
}
