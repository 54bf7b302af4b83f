import { expect, test, vi } from 'vitest';
import { reportFailure, staleChunkReload } from './startup';

type FakeField = { value: string; defaultValue: string; type: string; closest: (selector: string) => unknown };
const field = (value: string, { kept = false, type = 'text' } = {}): FakeField => ({
  value,
  defaultValue: '',
  type,
  closest: (selector) => (kept && selector === 'form[data-draft]' ? {} : null),
});

/** A stand-in for the few parts of a window the reload decision reads. */
function fakeWindow({
  onLine = true,
  answer = () => Promise.resolve({ status: 200 }),
  fields = [] as FakeField[],
  state = null,
}: { onLine?: boolean; answer?: () => Promise<{ status: number }>; fields?: FakeField[]; state?: unknown } = {}) {
  const reload = vi.fn();
  const fetch = vi.fn(answer);
  const navigate: ((event: unknown) => void)[] = [];
  const history = {
    state,
    replaceState: vi.fn((next: unknown) => {
      history.state = next;
    }),
  };
  const win = {
    navigator: { onLine },
    fetch,
    location: { href: 'http://127.0.0.1/contact', reload },
    history,
    document: { querySelectorAll: () => fields },
    navigation: { addEventListener: (_: string, fn: (event: unknown) => void) => navigate.push(fn) },
  };
  return { win: win as unknown as Window, reload, fetch, history, navigate };
}

test('a missing island chunk reloads the page once when the site answers, and never again for that page', async () => {
  const { win, reload, fetch, history } = fakeWindow();
  const policy = staleChunkReload(win);
  expect(await policy.islandCodeFailed()).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledWith('http://127.0.0.1/contact', expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
  // Several islands failing at once make one decision.
  expect(await policy.islandCodeFailed()).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  // After the reload (the same history entry, a new page): its islands failing again do not reload it.
  const again = fakeWindow({ state: history.state });
  expect(await staleChunkReload(again.win).islandCodeFailed()).toBe(false);
  expect(again.reload).not.toHaveBeenCalled();
});

test('offline, or with no answer from the site, a missing chunk never reloads the page', async () => {
  const offline = fakeWindow({ onLine: false });
  expect(await staleChunkReload(offline.win).islandCodeFailed()).toBe(false);
  expect(offline.fetch).not.toHaveBeenCalled();
  const unreachable = fakeWindow({ answer: () => Promise.reject(new TypeError('Failed to fetch')) });
  expect(await staleChunkReload(unreachable.win).islandCodeFailed()).toBe(false);
  const broken = fakeWindow({ answer: () => Promise.resolve({ status: 503 }) });
  expect(await staleChunkReload(broken.win).islandCodeFailed()).toBe(false);
  for (const { reload } of [offline, unreachable, broken]) expect(reload).not.toHaveBeenCalled();
  // A page of the site that is not found is still the site answering.
  const notFound = fakeWindow({ answer: () => Promise.resolve({ status: 404 }) });
  expect(await staleChunkReload(notFound.win).islandCodeFailed()).toBe(true);
});

test('a reload never costs typed text: only text in a form whose draft is kept may be reloaded away', async () => {
  const typed = fakeWindow({ fields: [field('a search the visitor typed')] });
  expect(await staleChunkReload(typed.win).islandCodeFailed()).toBe(false);
  expect(typed.reload).not.toHaveBeenCalled();
  const kept = fakeWindow({ fields: [field('Hello iHub', { kept: true }), field('', {}), field('on', { type: 'checkbox' })] });
  expect(await staleChunkReload(kept.win).islandCodeFailed()).toBe(true);
});

test('a visitor already on the way to another page goes there: no reload cancels their link', async () => {
  const { win, reload, navigate } = fakeWindow();
  const policy = staleChunkReload(win);
  // A filter kept in the address (same document) or a download does not leave the page.
  navigate[0]!({ destination: { sameDocument: true }, downloadRequest: null });
  navigate[0]!({ destination: { sameDocument: false }, downloadRequest: 'brochure.pdf' });
  navigate[0]!({ destination: { sameDocument: false }, downloadRequest: null });
  expect(await policy.islandCodeFailed()).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

test('a failure is written to the console in SPEC’s words, with the error', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  reportFailure('init', new Error('no luck'));
  reportFailure('island', 'Failed to fetch dynamically imported module');
  expect(error.mock.calls).toEqual([
    ['Critical Error: The application could not initialize properly.', 'no luck'],
    ['Something went wrong: The application encountered an error while rendering this component.', 'Failed to fetch dynamically imported module'],
  ]);
  error.mockRestore();
});
