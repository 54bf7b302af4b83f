/**
 * Where each hero slide sits, as a pure reducer (docs/decisions/0300-home-carousel.md).
 *
 * Slides are stacked in one viewport; each is shifted by x widths (a translate class) plus, during
 * a swipe, the finger's offset in px (an inline transform). Only the slide leaving and the slide
 * arriving animate, so moving from the last slide to the first slides forwards by one width
 * instead of sweeping back across every slide. A move takes two steps:
 * `prepare` puts the arriving slide beside the shown one without animation, the browser computes
 * that position, then `commit` sends both on their way. Between the two the component forces a
 * style calculation (see HeroCarousel), otherwise the browser would never see the start position.
 *
 * Places are logical: the next slide waits on the inline-end side, which is the right left to
 * right and the left right to left (docs/decisions/1801). Only a swipe's finger offset is
 * physical, so `drag` says which way the page runs.
 */

/** x: -1 before the viewport (inline start), 0 in it, 1 after it (inline end). */
export type Place = { x: number; shown: boolean; animate: boolean };

export type Track = {
  selected: number;
  places: Place[];
  /** A move waiting for `commit`. */
  pending: { target: number; direction: 1 | -1 } | null;
  /** Horizontal finger offset in px (screen direction, + is rightwards) while a swipe is under way, else null. */
  drag: number | null;
};

export type TrackAction =
  { type: 'prepare'; direction: 1 | -1 } | { type: 'commit' } | { type: 'drag'; dx: number; rtl?: boolean } | { type: 'release' };

/** Slide 1 shown, the others hidden after it: also what the prerendered HTML shows. */
export function initialTrack(total: number): Track {
  return {
    selected: 0,
    places: Array.from({ length: total }, (_, i) => ({ x: i === 0 ? 0 : 1, shown: i === 0, animate: false })),
    pending: null,
    drag: null,
  };
}

const wrap = (index: number, total: number) => (index + total) % total;

/** Whether a horizontal finger movement of `dx` px (+ rightwards) moves on to the next slide. */
export function forwards(dx: number, rtl: boolean): boolean {
  return rtl ? dx > 0 : dx < 0;
}

export function trackReducer(state: Track, action: TrackAction): Track {
  const total = state.places.length;
  switch (action.type) {
    case 'prepare': {
      const target = wrap(state.selected + action.direction, total);
      const places = state.places.map((place, i): Place => {
        if (i !== target) return place;
        // Already waiting on that side (a swipe peeking at it, or a quick reversal): leave it be.
        if (place.shown && place.x === action.direction) return place;
        return { x: action.direction, shown: true, animate: false };
      });
      return { ...state, places, pending: { target, direction: action.direction } };
    }
    case 'commit': {
      if (!state.pending) return state;
      const { target, direction } = state.pending;
      const places = state.places.map((place, i): Place => {
        if (i === target) return { x: 0, shown: true, animate: true };
        if (i === state.selected) return { x: -direction, shown: true, animate: true };
        // Everything else hides where it is; one still on its way finishes first (see HeroCarousel).
        return { ...place, shown: false };
      });
      return { selected: target, places, pending: null, drag: null };
    }
    case 'drag': {
      // A finger moving towards the inline start pulls in the next slide from the inline end.
      const side = forwards(action.dx, action.rtl ?? false) ? 1 : -1;
      const peek = wrap(state.selected + side, total);
      const places = state.places.map((place, i): Place => {
        if (i === state.selected) return place;
        if (i === peek) return { x: side, shown: true, animate: false };
        return { ...place, shown: false, animate: false };
      });
      return { ...state, places, drag: action.dx };
    }
    case 'release': {
      if (state.drag === null) return state;
      // Not far enough: the shown slide springs back, the one peeking in slides out and hides.
      const places = state.places.map((place, i): Place =>
        i === state.selected ? { ...place, animate: true } : { ...place, shown: false, animate: place.shown },
      );
      return { ...state, places, drag: null };
    }
  }
}
