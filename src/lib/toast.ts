/**
 * Toasts: short notices that come and go (docs/decisions/0010-own-toasts.md). A module-level
 * store, so any component or handler can call `toast(…)`; `Toaster` renders what it holds.
 * No React here. Timers are plain `setTimeout` (Playwright's clock drives them in tests), and
 * on the server the store ignores every call: nothing is queued, no timer is started.
 */

export type ToastKind = 'default' | 'success' | 'error';

export type ToastOptions = {
  /** Reusing an id replaces that toast (its text and timer) instead of adding another. */
  id?: string;
  description?: string;
  /** Milliseconds on screen, not counting paused time. */
  duration?: number;
};

export type ToastItem = {
  id: string;
  kind: ToastKind;
  title: string;
  description?: string;
  duration: number;
  /** Counts every `toast(…)` call: a toast shown again under its id gets a new one, to be announced again. */
  shown: number;
  /**
   * True for the first moment after each showing: the Toaster copies the text into its live
   * region meanwhile, so screen readers announce it, then takes it out again so the text is not
   * read twice by someone browsing the page.
   */
  announcing: boolean;
  /** `closed` while it plays its exit, then it leaves the list. */
  state: 'open' | 'closed';
};

/** The default of sonner, which these toasts replaced (docs/decisions/0010). */
export const DEFAULT_DURATION = 4000;
/** Toasts on screen at once; a fourth pushes the oldest out. */
export const MAX_TOASTS = 3;
/** How long a dismissed toast stays in the list for its exit transition. */
export const EXIT_MS = 200;
/** How long a toast's text stays in the live region (Radix Toast uses the same second). */
export const ANNOUNCE_MS = 1000;

type Clock = { remaining: number; started: number; handle?: ReturnType<typeof setTimeout> };

export function createToastStore({ server = typeof window === 'undefined' } = {}) {
  let items: readonly ToastItem[] = [];
  let paused = false;
  let count = 0;
  const clocks = new Map<string, Clock>();
  const exits = new Map<string, ReturnType<typeof setTimeout>>();
  const announcements = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());

  const start = (id: string) => {
    const clock = clocks.get(id);
    if (!clock || clock.handle !== undefined || paused) return;
    clock.started = Date.now();
    clock.handle = setTimeout(() => dismiss(id), clock.remaining);
  };

  const stop = (id: string) => {
    const clock = clocks.get(id);
    if (!clock || clock.handle === undefined) return;
    clearTimeout(clock.handle);
    clock.handle = undefined;
    clock.remaining = Math.max(0, clock.remaining - (Date.now() - clock.started));
  };

  const update = (id: string, change: Partial<ToastItem>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
    emit();
  };

  const remove = (id: string) => {
    clearTimeout(exits.get(id));
    exits.delete(id);
    items = items.filter((item) => item.id !== id);
    emit();
  };

  /** Starts the exit of one toast, or of all of them without an id. */
  function dismiss(id?: string) {
    const closing = (item: ToastItem) => item.state === 'open' && (id === undefined || item.id === id);
    if (!items.some(closing)) return;
    items = items.map((item) => {
      if (!closing(item)) return item;
      stop(item.id);
      clocks.delete(item.id);
      clearTimeout(announcements.get(item.id));
      announcements.delete(item.id);
      exits.set(
        item.id,
        setTimeout(() => remove(item.id), EXIT_MS),
      );
      return { ...item, state: 'closed' };
    });
    emit();
  }

  function show(kind: ToastKind, title: string, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++count}`;
    if (server) return id;
    const item: ToastItem = {
      id,
      kind,
      title,
      description: options.description,
      duration: options.duration ?? DEFAULT_DURATION,
      shown: ++count,
      announcing: true,
      state: 'open',
    };
    // Replacing a toast (same id) restarts it, even if it was on its way out.
    clearTimeout(exits.get(id));
    exits.delete(id);
    stop(id);
    clocks.set(id, { remaining: item.duration, started: 0 });
    clearTimeout(announcements.get(id));
    announcements.set(
      id,
      setTimeout(() => {
        announcements.delete(id);
        update(id, { announcing: false });
      }, ANNOUNCE_MS),
    );
    const existing = items.some((other) => other.id === id);
    items = existing ? items.map((other) => (other.id === id ? item : other)) : [...items, item];
    const open = items.filter((other) => other.state === 'open');
    if (open.length > MAX_TOASTS) {
      // `dismiss` emits for the oldest; the new toast is already in the list it sends.
      for (const old of open.slice(0, open.length - MAX_TOASTS)) dismiss(old.id);
    } else {
      emit();
    }
    start(id);
    return id;
  }

  const toast = Object.assign((title: string, options?: ToastOptions) => show('default', title, options), {
    success: (title: string, options?: ToastOptions) => show('success', title, options),
    error: (title: string, options?: ToastOptions) => show('error', title, options),
    dismiss,
  });

  return {
    toast,
    /** Stops every countdown (pointer over the toasts, focus inside them, tab hidden). */
    pause() {
      if (paused) return;
      paused = true;
      clocks.forEach((_, id) => stop(id));
    },
    /** Restarts every countdown with the time it had left. */
    resume() {
      if (!paused) return;
      paused = false;
      clocks.forEach((_, id) => start(id));
    },
    // An arrow, not a method: useSyncExternalStore calls it detached from the store.
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): readonly ToastItem[] => items,
  };
}

const NONE: readonly ToastItem[] = [];
/** What the server (and hydration) renders: no toasts. */
export const getServerSnapshot = (): readonly ToastItem[] => NONE;

export const toastStore = createToastStore();
export const toast = toastStore.toast;
