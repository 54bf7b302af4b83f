import { expect, test, vi } from 'vitest';
import { reloadOnceOnStaleChunk, showStartupFailure } from './startup';

/** A minimal stand-in for the few DOM calls the start-up panel makes. */
function fakeDocument() {
  type El = { tag: string; textContent: string; children: El[]; attrs: Record<string, string>; style: { cssText: string } };
  const make = (tag: string): El => ({ tag, textContent: '', children: [], attrs: {}, style: { cssText: '' } });
  const body = make('body');
  const api = (el: El) =>
    Object.assign(el, {
      setAttribute: (k: string, v: string) => void (el.attrs[k] = v),
      append: (...kids: El[]) => void el.children.push(...kids),
    });
  const doc = { body: api(body), createElement: (tag: string) => api(make(tag)) };
  const text = (el: El): string => [el.textContent, ...el.children.map(text)].join(' ');
  return { doc: doc as unknown as Document, text: () => text(body) };
}

test('a start-up rendering failure shows a panel with the error and advice', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { doc, text } = fakeDocument();
  showStartupFailure(doc, 'render', new Error('boom'));
  expect(text()).toContain('Something went wrong');
  expect(text()).toContain('The application failed to load correctly.');
  expect(text()).toContain('boom');
  expect(text()).toContain('refresh the page');
  expect(text()).toContain('contact support');
});

test('an initialisation failure is titled Critical Error', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { doc, text } = fakeDocument();
  showStartupFailure(doc, 'init', 'no luck');
  expect(text()).toContain('Critical Error');
  expect(text()).toContain('The application could not initialize properly.');
});

test('a stale chunk reloads once, then lets a second failure surface', () => {
  const listeners: ((event: Event) => void)[] = [];
  let state: unknown = null;
  const reload = vi.fn();
  const win = {
    addEventListener: (_: string, fn: (event: Event) => void) => listeners.push(fn),
    history: {
      get state() {
        return state;
      },
      replaceState: (next: unknown) => (state = next),
    },
    location: { reload },
  } as unknown as Window;
  reloadOnceOnStaleChunk(win);
  const first = new Event('vite:preloadError', { cancelable: true });
  listeners[0]!(first);
  expect(first.defaultPrevented).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  const second = new Event('vite:preloadError', { cancelable: true });
  listeners[0]!(second);
  expect(second.defaultPrevented).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a stale chunk does not reload a page the visitor is already leaving: their link wins', () => {
  const listeners = new Map<string, (event: Event) => void>();
  const navigateListeners: ((event: unknown) => void)[] = [];
  const reload = vi.fn();
  const win = {
    addEventListener: (type: string, fn: (event: Event) => void) => listeners.set(type, fn),
    navigation: { addEventListener: (_: string, fn: (event: unknown) => void) => navigateListeners.push(fn) },
    history: { state: null, replaceState: vi.fn() },
    location: { reload },
  } as unknown as Window;
  reloadOnceOnStaleChunk(win);
  // A filter kept in the address (same document) or a download does not leave the page.
  navigateListeners[0]!({ destination: { sameDocument: true }, downloadRequest: null });
  navigateListeners[0]!({ destination: { sameDocument: false }, downloadRequest: 'brochure.pdf' });
  const whileStaying = new Event('vite:preloadError', { cancelable: true });
  listeners.get('vite:preloadError')!(whileStaying);
  expect(reload).toHaveBeenCalledTimes(1);

  reloadOnceOnStaleChunk(win);
  navigateListeners[1]!({ destination: { sameDocument: false }, downloadRequest: null });
  const whileLeaving = new Event('vite:preloadError', { cancelable: true });
  listeners.get('vite:preloadError')!(whileLeaving);
  expect(whileLeaving.defaultPrevented).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
});
