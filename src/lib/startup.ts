/**
 * Start-up failures (SPEC.md section 8). Written with plain DOM calls: when these run, React
 * itself may be what failed. Copy lives here because it must work without content.
 */
import { colors } from '../styles/brand';

const panels = {
  render: {
    title: 'Something went wrong',
    text: 'The application failed to load correctly.',
  },
  init: {
    title: 'Critical Error',
    text: 'The application could not initialize properly.',
  },
  root: {
    title: 'Something went wrong',
    text: 'The page is missing the element the application renders into.',
  },
} as const;

export function showStartupFailure(doc: Document, kind: keyof typeof panels, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${panels[kind].title}:`, message);
  const panel = doc.createElement('div');
  panel.setAttribute('role', 'alert');
  panel.style.cssText = `position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;padding:24px;background:${colors.ink[50]};font:16px/1.6 system-ui,sans-serif;color:${colors.ink[900]}`;
  const card = doc.createElement('div');
  card.style.cssText = `max-width:560px;background:${colors.white};border:1px solid ${colors.ink[200]};border-radius:16px;padding:32px`;
  const title = doc.createElement('h1');
  title.textContent = panels[kind].title;
  title.style.cssText = 'margin:0 0 8px;font-size:28px';
  const text = doc.createElement('p');
  text.textContent = panels[kind].text;
  const detail = doc.createElement('pre');
  detail.textContent = message;
  detail.style.cssText = `white-space:pre-wrap;background:${colors.ink[900]};color:${colors.ink[100]};padding:12px;border-radius:8px;font-size:14px`;
  const advice = doc.createElement('p');
  advice.textContent = 'Please refresh the page. If the problem continues, contact support.';
  card.append(title, text, detail, advice);
  panel.append(card);
  doc.body.append(panel);
}

const RELOAD_KEY = 'ihubPreloadReloadAt';
const RELOAD_WINDOW_MS = 10_000;

/**
 * After a deploy, an open tab may ask for a chunk that no longer exists. Reload once to pick up
 * the new build instead of breaking; a marker in history.state (not storage) prevents a loop.
 * A visitor already on the way to another page (a link followed while the chunk was failing)
 * goes there: a reload would cancel their navigation and bring back the page they left. Where the
 * Navigation API is missing, the reload goes ahead as before.
 */
export function reloadOnceOnStaleChunk(win: Window): void {
  let leaving = false;
  (win as { navigation?: Navigation }).navigation?.addEventListener('navigate', (event) => {
    if (!event.destination.sameDocument && event.downloadRequest === null) leaving = true;
  });
  win.addEventListener('vite:preloadError', (event) => {
    if (leaving) return;
    const state: unknown = win.history.state;
    const last = state && typeof state === 'object' && RELOAD_KEY in state ? Number((state as Record<string, unknown>)[RELOAD_KEY]) : 0;
    if (Date.now() - last < RELOAD_WINDOW_MS) return; // already reloaded: let the error surface
    event.preventDefault();
    win.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [RELOAD_KEY]: Date.now() }, '');
    win.location.reload();
  });
}
