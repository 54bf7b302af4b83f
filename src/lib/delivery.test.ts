import { afterEach, expect, test, vi } from 'vitest';
import { deliver, endpointFrom, messageKey, postJson } from './delivery';
import { parseMailto } from './mailto';

const draft = { to: 'info@ihubrobotics.com', subject: 'Website enquiry from Asha', body: 'Name: Asha\nHello & welcome?' };
const payload = { name: 'Asha', email: 'asha@example.com', subject: '', message: 'Hello & welcome?' };
const ENDPOINT = 'https://forms.example.com/f/abc';

afterEach(() => {
  vi.useRealTimers();
});

const answering = (status: number) => vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status })));

test('without an endpoint the message becomes a mail draft and nothing is posted', async () => {
  const fetcher = answering(200);
  const openDraft = vi.fn();
  const result = await deliver({ payload, draft, endpoint: undefined, fetcher, openDraft });
  expect(result.outcome).toBe('drafted');
  expect(fetcher).not.toHaveBeenCalled();
  expect(openDraft).toHaveBeenCalledOnce();
  const href = openDraft.mock.calls[0]![0] as string;
  expect(parseMailto(href).fields.body).toBe('Name: Asha\r\nHello & welcome?');
});

test('posts the fields as JSON and counts only a 2xx as sent', async () => {
  const fetcher = answering(204);
  const openDraft = vi.fn();
  expect(await deliver({ payload, draft, endpoint: ENDPOINT, fetcher, openDraft })).toEqual({ outcome: 'sent' });
  const [url, init] = fetcher.mock.calls[0]!;
  expect(url).toBe(ENDPOINT);
  expect(init?.method).toBe('POST');
  expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  expect(typeof init?.body).toBe('string');
  expect(JSON.parse(init?.body as string)).toEqual(payload);
  expect(openDraft).not.toHaveBeenCalled();
});

test.each([301, 400, 404, 429, 500, 503])('an answer of %i is a failure that offers the mail draft', async (status) => {
  const result = await deliver({ payload, draft, endpoint: ENDPOINT, fetcher: answering(status), openDraft: vi.fn() });
  expect(result).toMatchObject({ outcome: 'failed', reason: 'status', status });
  expect(result.outcome === 'failed' && parseMailto(result.href).fields.subject).toBe(draft.subject);
});

test('a network error is a failure, never a throw', async () => {
  const fetcher = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
  expect(await postJson(ENDPOINT, payload, 1000, fetcher)).toEqual({ ok: false, reason: 'network' });
});

test('a server that never answers times out and the request is aborted', async () => {
  vi.useFakeTimers();
  let signal: AbortSignal | undefined;
  const fetcher = vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  const pending = postJson(ENDPOINT, payload, 10_000, fetcher);
  await vi.advanceTimersByTimeAsync(9_999);
  expect(signal?.aborted).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await pending).toEqual({ ok: false, reason: 'timeout' });
  expect(signal?.aborted).toBe(true);
});

test('reads the build-time endpoint and refuses one that would leak the message', () => {
  expect(endpointFrom(undefined)).toBeUndefined();
  expect(endpointFrom('  ')).toBeUndefined();
  expect(endpointFrom(` ${ENDPOINT} `)).toBe(ENDPOINT);
  expect(endpointFrom('http://127.0.0.1:4325/form')).toBe('http://127.0.0.1:4325/form');
  expect(() => endpointFrom('http://forms.example.com/f')).toThrow(/https/);
  expect(() => endpointFrom('forms.example.com')).toThrow(/not a URL/);
});

test('every send of the same message carries the same idempotency key, and an edited message another', async () => {
  const fetcher = answering(200);
  await deliver({ payload, draft, endpoint: ENDPOINT, fetcher, openDraft: vi.fn() });
  await deliver({ payload: { ...payload }, draft, endpoint: ENDPOINT, fetcher, openDraft: vi.fn() });
  await deliver({ payload: { ...payload, message: 'Hello again' }, draft, endpoint: ENDPOINT, fetcher, openDraft: vi.fn() });
  const keys = fetcher.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
  expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('a message keeps its key whatever order its fields come in, and any change to a field gives another', () => {
  const key = messageKey(payload);
  expect(messageKey({ message: payload.message, subject: '', email: payload.email, name: payload.name })).toBe(key);
  for (const [field, value] of Object.entries(payload)) expect(messageKey({ ...payload, [field]: `${value}.` })).not.toBe(key);
  // A value cannot pass for a field name: the key keeps each field apart.
  expect(messageKey({ a: 'b', c: '' })).not.toBe(messageKey({ a: '', b: 'c' }));
});

test('a POST whose answer the browser hides (no CORS) while the endpoint is reachable is unconfirmed, not failed', async () => {
  const fetcher = vi.fn<typeof fetch>((_url, init) => {
    if (init?.method === 'POST') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(null, { status: 200 }));
  });
  const result = await deliver({ payload, draft, endpoint: ENDPOINT, fetcher, openDraft: vi.fn() });
  expect(result.outcome).toBe('unconfirmed');
  // The probe posts nothing: one POST in all, then a no-cors GET.
  expect(fetcher.mock.calls.map(([, init]) => [init?.method, init?.mode])).toEqual([
    ['POST', 'cors'],
    ['GET', 'no-cors'],
  ]);
});
