/**
 * Pages ask for their JavaScript after the first paint (scripts/build/hydrate-after-paint.ts).
 * Until React has hydrated, the page's start-up script holds clicks on buttons; the root layout
 * announces hydration with this event and the held clicks are replayed, so a visitor who taps
 * "Menu" in that moment is not ignored.
 */
export const HYDRATED_EVENT = 'ihub:hydrated';
