import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ANNOUNCE_MS, createToastStore, DEFAULT_DURATION, EXIT_MS, MAX_TOASTS } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const titles = (store: ReturnType<typeof createToastStore>, state?: 'open' | 'closed') =>
  store
    .getSnapshot()
    .filter((item) => !state || item.state === state)
    .map((item) => item.title);

test('a toast carries its kind, title and description, and listeners hear about it', () => {
  const store = createToastStore({ server: false });
  const heard = vi.fn();
  const unsubscribe = store.subscribe(heard);
  store.toast('Draft ready');
  store.toast.success('Sent', { description: 'We will reply soon.' });
  store.toast.error('Please fill in all required fields');
  expect(store.getSnapshot().map(({ kind, title, description, state }) => ({ kind, title, description, state }))).toEqual([
    { kind: 'default', title: 'Draft ready', description: undefined, state: 'open' },
    { kind: 'success', title: 'Sent', description: 'We will reply soon.', state: 'open' },
    { kind: 'error', title: 'Please fill in all required fields', description: undefined, state: 'open' },
  ]);
  expect(heard).toHaveBeenCalledTimes(3);
  unsubscribe();
  store.toast('Again');
  expect(heard).toHaveBeenCalledTimes(3);
});

test('each snapshot is a new array only when something changed', () => {
  const store = createToastStore({ server: false });
  const empty = store.getSnapshot();
  expect(store.getSnapshot()).toBe(empty);
  store.toast('One');
  const one = store.getSnapshot();
  expect(one).not.toBe(empty);
  store.toast.dismiss('nobody');
  expect(store.getSnapshot()).toBe(one);
});

test(`at most ${MAX_TOASTS} are open: a new one pushes the oldest out`, () => {
  const store = createToastStore({ server: false });
  for (const title of ['1', '2', '3', '4']) store.toast(title);
  expect(titles(store, 'open')).toEqual(['2', '3', '4']);
  expect(titles(store, 'closed')).toEqual(['1']);
  vi.advanceTimersByTime(EXIT_MS);
  expect(titles(store)).toEqual(['2', '3', '4']);
});

test('a toast stays for 4 s by default, or for the duration it asks for, then plays its exit and leaves', () => {
  const store = createToastStore({ server: false });
  store.toast('Default');
  store.toast.success('Funding Secured!', { duration: 5000 });
  vi.advanceTimersByTime(DEFAULT_DURATION - 1);
  expect(titles(store, 'open')).toEqual(['Default', 'Funding Secured!']);
  vi.advanceTimersByTime(1);
  expect(titles(store, 'open')).toEqual(['Funding Secured!']);
  expect(titles(store, 'closed')).toEqual(['Default']);
  vi.advanceTimersByTime(EXIT_MS);
  expect(titles(store)).toEqual(['Funding Secured!']);
  vi.advanceTimersByTime(5000 - DEFAULT_DURATION - EXIT_MS - 1);
  expect(titles(store, 'open')).toEqual(['Funding Secured!']);
  vi.advanceTimersByTime(1 + EXIT_MS);
  expect(store.getSnapshot()).toEqual([]);
});

test('dismiss closes one toast by id, or all of them', () => {
  const store = createToastStore({ server: false });
  const first = store.toast('First');
  store.toast('Second');
  store.toast('Third');
  store.toast.dismiss(first);
  expect(titles(store, 'open')).toEqual(['Second', 'Third']);
  store.toast.dismiss();
  expect(titles(store, 'open')).toEqual([]);
  vi.advanceTimersByTime(EXIT_MS);
  expect(store.getSnapshot()).toEqual([]);
  // A dismissed toast's own timer never fires later.
  vi.advanceTimersByTime(DEFAULT_DURATION * 2);
  expect(store.getSnapshot()).toEqual([]);
});

test('a toast shown again with the same id is replaced and its time starts over', () => {
  const store = createToastStore({ server: false });
  store.toast.success('Funding Secured!', { id: 'funding', duration: 5000 });
  const first = store.getSnapshot()[0]!.shown;
  vi.advanceTimersByTime(3000);
  store.toast.success('Funding Secured!', { id: 'funding', description: 'Again', duration: 5000 });
  expect(store.getSnapshot()).toHaveLength(1);
  // A new showing, so the Toaster announces it again.
  expect(store.getSnapshot()[0]!.shown).toBeGreaterThan(first);
  vi.advanceTimersByTime(4999);
  expect(titles(store, 'open')).toEqual(['Funding Secured!']);
  expect(store.getSnapshot()[0]?.description).toBe('Again');
  // Even on its way out, the same id brings it back.
  vi.advanceTimersByTime(1);
  expect(titles(store, 'closed')).toEqual(['Funding Secured!']);
  store.toast.success('Funding Secured!', { id: 'funding' });
  vi.advanceTimersByTime(EXIT_MS);
  expect(titles(store, 'open')).toEqual(['Funding Secured!']);
});

test('a toast is announced for its first second, and again each time it is shown again', () => {
  const store = createToastStore({ server: false });
  store.toast.error('Please fill in all required fields', { id: 'invalid' });
  expect(store.getSnapshot()[0]!.announcing).toBe(true);
  vi.advanceTimersByTime(ANNOUNCE_MS);
  expect(store.getSnapshot()[0]!.announcing).toBe(false);
  store.toast.error('Please fill in all required fields', { id: 'invalid' });
  expect(store.getSnapshot()[0]!.announcing).toBe(true);
  // Pausing the countdown does not hold the announcement.
  store.pause();
  vi.advanceTimersByTime(ANNOUNCE_MS);
  expect(store.getSnapshot().map(({ announcing, state }) => ({ announcing, state }))).toEqual([{ announcing: false, state: 'open' }]);
});

test('pause stops every countdown; resume continues with the time that was left', () => {
  const store = createToastStore({ server: false });
  store.toast('Paused', { duration: 1000 });
  vi.advanceTimersByTime(600);
  store.pause();
  vi.advanceTimersByTime(60_000);
  expect(titles(store, 'open')).toEqual(['Paused']);
  // A toast shown while paused waits too.
  store.toast('Arrived while paused', { duration: 1000 });
  vi.advanceTimersByTime(60_000);
  expect(titles(store, 'open')).toEqual(['Paused', 'Arrived while paused']);
  store.resume();
  vi.advanceTimersByTime(399);
  expect(titles(store, 'open')).toEqual(['Paused', 'Arrived while paused']);
  vi.advanceTimersByTime(1);
  expect(titles(store, 'open')).toEqual(['Arrived while paused']);
  vi.advanceTimersByTime(600);
  expect(titles(store, 'open')).toEqual([]);
});

test('pause and resume are idempotent', () => {
  const store = createToastStore({ server: false });
  store.toast('Once', { duration: 1000 });
  store.pause();
  store.pause();
  store.resume();
  store.resume();
  vi.advanceTimersByTime(999);
  expect(titles(store, 'open')).toEqual(['Once']);
  vi.advanceTimersByTime(1);
  expect(titles(store, 'open')).toEqual([]);
});

test('on the server every call is ignored: no toast, no timer', () => {
  const store = createToastStore({ server: true });
  const heard = vi.fn();
  store.subscribe(heard);
  expect(store.toast.error('Nope')).toMatch(/^toast-/);
  expect(store.getSnapshot()).toEqual([]);
  expect(vi.getTimerCount()).toBe(0);
  expect(heard).not.toHaveBeenCalled();
});

test('the shared store in a Node process (the prerender) is the server kind', async () => {
  const { toast, toastStore } = await import('./toast');
  toast.success('Prerendered?');
  expect(toastStore.getSnapshot()).toEqual([]);
  expect(vi.getTimerCount()).toBe(0);
});
