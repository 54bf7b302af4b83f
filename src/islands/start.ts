/**
 * What the one script every page loads does for islands: once the page has painted and any
 * content that waits to appear has appeared, it hydrates each island as it comes near the screen
 * or the visitor reaches into it, loading React with the first. Framework-free: a page without
 * islands, or whose islands stay out of sight, never loads React.
 *
 * An island is decoration on a whole page: when its code cannot be loaded, or fails as it runs,
 * its prerendered HTML stays and it is marked failed, so what it shows without JavaScript shows
 * again in its place; the page is never covered (docs/decisions/2801), and never reloaded under
 * the reader (docs/decisions/3320).
 */
import { reportFailure } from '~/lib/startup';
import { FAILED_ATTRIBUTE, HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, WAKE_ATTRIBUTE, type IslandFailure } from './attributes';

/**
 * The island runtime: React, hydrate.tsx and the table of the islands' components. The browser's
 * entry hands startIslands a loader of it (src/components/island-loaders.ts): the table names
 * components, a layer above this one (docs/architecture.md, "Layers").
 */
export type IslandRuntime = {
  hydrateIsland: (
    doc: Document,
    island: Element,
    onHydrated: (island: Element) => void,
    onFailure: (how: IslandFailure, error: unknown) => void,
  ) => Promise<void>;
};

/**
 * Until its island is hydrated, a click on a button in it would do nothing: hold it, and click
 * again once React runs the island. Links and native controls work without React and pass; so
 * does every click in an island that failed, whose held clicks are dropped.
 */
function holdEarlyClicks(doc: Document): { hydrated: (island: Element) => void; failed: (island: Element) => void } {
  const held = new Set<HTMLButtonElement>();
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const island = button?.closest(`[${ISLAND_ATTRIBUTE}]`);
    if (!button || button.disabled || !island || island.hasAttribute(HYDRATED_ATTRIBUTE) || island.hasAttribute(FAILED_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The second click of a double click is the same press: it is not clicked again.
    if (event.detail > 1) return;
    held.add(button);
    // A click is also a reach into the island: wake it (see wakeIslands), if that has not begun.
    // Most come after a pointerdown or a focus, which wake it already; a screen reader's click
    // may come with neither.
    island.dispatchEvent(new Event(REACH_EVENT, { bubbles: true }));
  };
  doc.addEventListener('click', hold, true);
  const failed = (island: Element) => {
    for (const button of held) if (island.contains(button)) held.delete(button);
  };
  const hydrated = (island: Element) => {
    island.setAttribute(HYDRATED_ATTRIBUTE, '');
    // One task later: the render hydration triggers must be in place before the click lands. A
    // message port, because timers may be held back (a page clock in tests).
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      for (const button of held) {
        if (!island.contains(button)) continue;
        held.delete(button);
        if (button.isConnected) button.click();
      }
    };
    port2.postMessage(null);
  };
  return { hydrated, failed };
}

/** Resolves once the browser reports its first paint; at once in a background tab or without paint timing. */
function afterFirstPaint(): Promise<void> {
  return new Promise((painted) => {
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return painted();
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      painted();
    }).observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once content that waits before it appears (a fade with a delay, such as the funding
 * page's 300 ms) is fully in view: until then the visitor is waiting for the page's own words,
 * and island code would only compete with them for the network and the main thread. It follows
 * the animations themselves, not a timer, so a page clock in tests cannot hold it back; at once
 * where nothing waits (reduced motion, or no delayed fades).
 */
function afterDelayedReveals(doc: Document): Promise<void> {
  if (typeof doc.getAnimations !== 'function' || typeof CSSAnimation === 'undefined') return Promise.resolve();
  // Delayed and not yet over: a starved page may paint first only after the delay has passed.
  const late = (animation: Animation) => {
    const delay = animation.effect?.getComputedTiming().delay;
    return typeof delay === 'number' && delay > 0;
  };
  const waiting = doc
    .getAnimations()
    .filter((animation) => animation instanceof CSSAnimation && animation.playState === 'running' && late(animation));
  if (waiting.length === 0) return Promise.resolve();
  // Settled or cancelled (an animation that is cancelled rejects `finished`), it no longer waits.
  const settled = () => undefined;
  return Promise.all(waiting.map((animation) => animation.finished.then(settled, settled))).then(() =>
    // A few frames more, timed by an empty animation, so the frame that shows the content in full
    // is on screen before any island code is fetched and run.
    doc.documentElement.animate([], { duration: 100 }).finished.then(settled, settled),
  );
}

/** Sent from an island by holdEarlyClicks: the visitor clicked in it before it ran. */
const REACH_EVENT = 'island:reach';
/** How far ahead of the screen an island is woken: a quarter of a screen, so it runs as it arrives. */
const AHEAD = '25% 0px';

/**
 * Calls `wake` once for each island, at the first of: now, if its wake attribute says so (or the
 * browser cannot tell what is on screen); when any of its boxes comes within AHEAD of the screen;
 * when focus, a pointer or a click reaches into it. Hydrating an island out of sight would only
 * compete with what the visitor is reading.
 */
function wakeIslands(doc: Document, islands: readonly Element[], wake: (island: Element) => void): void {
  const win = doc.defaultView;
  const pending = new Set(islands);
  const observer =
    win && 'IntersectionObserver' in win
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const island = entry.target.closest(`[${ISLAND_ATTRIBUTE}]`);
              if (island) start(island);
            }
          },
          { rootMargin: AHEAD },
        )
      : null;
  const reach = (event: Event) => {
    const island = event.target instanceof Element ? event.target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
    if (island) start(island);
  };
  const events = ['focusin', 'pointerdown', REACH_EVENT] as const;
  for (const type of events) doc.addEventListener(type, reach, true);
  function start(island: Element) {
    if (!pending.delete(island)) return;
    // Its boxes (an island's own element has none: `display: contents`) need no more watching.
    if (observer) for (const child of island.children) observer.unobserve(child);
    if (pending.size === 0) {
      observer?.disconnect();
      for (const type of events) doc.removeEventListener(type, reach, true);
    }
    wake(island);
  }
  for (const island of islands) {
    const when = island.getAttribute(WAKE_ATTRIBUTE);
    const now =
      !observer ||
      island.children.length === 0 ||
      when === 'load' ||
      (when === 'address' && doc.location.search !== '') ||
      island.contains(doc.activeElement);
    if (now) start(island);
    else for (const child of island.children) observer.observe(child);
  }
}

export async function startIslands(doc: Document, loadRuntime: () => Promise<IslandRuntime>): Promise<void> {
  const islands = [...doc.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
  if (islands.length === 0) return;
  const clicks = holdEarlyClicks(doc);
  const fail = (island: Element, how: IslandFailure, error: unknown) => {
    island.setAttribute(FAILED_ATTRIBUTE, how);
    clicks.failed(island);
    reportFailure('island', error);
  };
  await afterFirstPaint();
  await afterDelayedReveals(doc);
  let runtime: Promise<IslandRuntime> | undefined;
  // React and the island runtime, asked for once, with the first island that wakes.
  const load = () => (runtime ??= loadRuntime());
  wakeIslands(doc, islands, (island) => {
    load().then(
      (module) => module.hydrateIsland(doc, island, clicks.hydrated, (how, error) => fail(island, how, error)),
      (error: unknown) => fail(island, 'load', error),
    );
  });
}
