/**
 * The one script every page loads (a few hundred bytes): the shell's enhancements, then, on a
 * page with islands, their code once the page has painted and any content that waits to appear
 * has appeared. Framework-free: a page without
 * islands never loads React.
 */
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from './attributes';
import type * as HydrateModule from './hydrate';

type Runtime = typeof HydrateModule;

/**
 * Until its island is hydrated, a click on a button in it would do nothing: hold it, and click
 * again once React runs the island. Links and native controls work without React and pass.
 */
function holdEarlyClicks(doc: Document): (island: Element) => void {
  const held = new Set<HTMLButtonElement>();
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const island = button?.closest(`[${ISLAND_ATTRIBUTE}]`);
    if (!button || button.disabled || !island || island.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.add(button);
  };
  doc.addEventListener('click', hold, true);
  return (island) => {
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

export async function startIslands(doc: Document, onFailure: (error: unknown) => void): Promise<void> {
  if (!doc.querySelector(`[${ISLAND_ATTRIBUTE}]`)) return;
  const onHydrated = holdEarlyClicks(doc);
  await afterFirstPaint();
  await afterDelayedReveals(doc);
  let runtime: Runtime;
  try {
    runtime = await import('./hydrate');
  } catch (error) {
    // The page stays whole without its islands; a chunk missing after a deploy reloads it once.
    console.error(error);
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    return;
  }
  await runtime.hydrateIslands(doc, onHydrated, onFailure).catch(onFailure);
}
