import { cn } from '~/lib/cn';
import type { SlideShowProps } from './slide-show-props';

type Props = {
  /** False until the carousel is live: the controls keep their place but stay hidden (no dead buttons, no shift). */
  ready: boolean;
  carousel: SlideShowProps;
  selected: number;
  playing: boolean;
  /** id of the element holding the slides. */
  controls: string;
  rotationButtonRef: React.RefObject<HTMLButtonElement | null>;
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
};

const button = 'grid size-11 place-items-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:outline-offset-0';

const icons = {
  pause: <path d="M8 5.5h2.5v13H8zm5.5 0H16v13h-2.5z" />,
  play: <path d="M8.5 5.5v13l10-6.5z" />,
  previous: <path d="M14.7 5.3 16.1 6.7 10.8 12l5.3 5.3-1.4 1.4L8 12z" />,
  next: <path d="M9.3 5.3 7.9 6.7 13.2 12l-5.3 5.3 1.4 1.4L16 12z" />,
} as const;

/** Previous and next point the way the slides run, so they mirror right to left; pause and play are media symbols and never do. */
const mirrored: Record<keyof typeof icons, boolean> = { pause: false, play: false, previous: true, next: true };

function Icon({ name }: { name: keyof typeof icons }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="currentColor"
      aria-hidden="true"
      className={mirrored[name] ? 'rtl:-scale-x-100' : undefined}
    >
      {icons[name]}
    </svg>
  );
}

/**
 * Pause/play first (APG: the rotation control comes first in the carousel), then previous and
 * next; first in the DOM, shown last on phones. Dots show the position to sighted visitors; screen readers hear the slide's own name.
 */
export function CarouselControls({ ready, carousel, selected, playing, controls, rotationButtonRef, onTogglePlay, onPrevious, onNext }: Props) {
  return (
    // Below the picture, so it covers none of it.
    <div className={cn('order-last flex justify-center px-3 py-2.5 fallback:hidden sm:justify-end', ready ? 'visible' : 'invisible')}>
      <div className="flex items-center gap-1 rounded-full bg-ink-950/60 p-1 ring-1 ring-white/15">
        <button
          ref={rotationButtonRef}
          type="button"
          className={button}
          onClick={onTogglePlay}
          aria-label={playing ? carousel.pauseLabel : carousel.playLabel}
        >
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-white/20" />
        <button type="button" className={button} onClick={onPrevious} aria-controls={controls} aria-label={carousel.previousLabel}>
          <Icon name="previous" />
        </button>
        <span aria-hidden="true" className="flex items-center gap-1.5 px-1">
          {carousel.slides.map((slide, index) => (
            <span
              key={slide.image.src}
              className={cn(
                'h-1.5 rounded-full transition-all duration-500',
                // Forced colours paint backgrounds the page's colour: the dots keep theirs, in system colours.
                'forced-colors:forced-color-adjust-none',
                index === selected ? 'w-5 bg-brand-300 forced-colors:bg-[Highlight]' : 'w-1.5 bg-white/40 forced-colors:bg-[CanvasText]',
              )}
            />
          ))}
        </span>
        <button type="button" className={button} onClick={onNext} aria-controls={controls} aria-label={carousel.nextLabel}>
          <Icon name="next" />
        </button>
      </div>
    </div>
  );
}
