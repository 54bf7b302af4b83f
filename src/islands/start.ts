/**
 * The one script every page loads (a few hundred bytes): the shell's enhancements, then, on a
 * page with islands, their code once the page has painted. Framework-free: a page without
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

export async function startIslands(doc: Document, onFailure: (error: unknown) => void): Promise<void> {
  if (!doc.querySelector(`[${ISLAND_ATTRIBUTE}]`)) return;
  const onHydrated = holdEarlyClicks(doc);
  await afterFirstPaint();
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
