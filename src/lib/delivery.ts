/**
 * The one way a form on this site delivers what a visitor wrote (docs/decisions/0700): never lossy,
 * never claiming "sent" unless a server said so.
 *
 * - No endpoint configured (the default): hand the message to the visitor's own mail app as a
 *   fully prefilled draft (src/lib/mailto.ts). The visitor sends it; we say so.
 * - `VITE_FORM_ENDPOINT` set at build time (e.g. a form service's URL): POST the fields as JSON
 *   with a timeout and an `Idempotency-Key` (the same for the same message, so a retry cannot
 *   be delivered twice by an endpoint that honours it). Only a 2xx answer counts as sent; a
 *   timeout or any other status is a failure the form reports, keeping every field and
 *   offering the mail draft.
 * - The browser hides the answer when the endpoint does not send the CORS headers the README
 *   names, so "failed to fetch" may mean the message arrived. When the endpoint can be reached
 *   at all (a `no-cors` GET gets an answer, which sends nothing), the outcome is `unconfirmed`:
 *   the form says it cannot tell, instead of inviting a second send.
 * - Either way a form hands one message over once (`HandedOver`): pressing its button again for
 *   the same message opens no second draft and posts nothing; a changed message goes again.
 */
import { mailtoHref, type MailDraft } from './mailto';

/** How long a POST may take before the form gives up and offers the mail draft. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** Reads and checks the endpoint set at build time; a malformed value fails the build. */
export function endpointFrom(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_FORM_ENDPOINT is not a URL: ${JSON.stringify(value)}`);
  }
  const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`VITE_FORM_ENDPOINT must be an https:// URL (plain http only on loopback for tests), got ${JSON.stringify(value)}`);
  }
  return url.toString();
}

/** The endpoint baked into this build, or undefined for mail drafts only. */
export const formEndpoint: string | undefined = endpointFrom(import.meta.env.VITE_FORM_ENDPOINT);

export type PostOutcome = { ok: true } | { ok: false; reason: 'network' | 'timeout' | 'status' | 'unreadable'; status?: number };

/** A message's fields as one text, in a fixed order: the same fields give the same text, any change another. */
export function messageKey(payload: Record<string, string>): string {
  return JSON.stringify(Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The idempotency key of a message: a SHA-256 of its fields, so every retry of the same
 * message (a reload that restored the draft) carries the same key, and an edited message a new one.
 */
export async function idempotencyKey(payload: Record<string, string>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(messageKey(payload)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether anything answers at the endpoint: an opaque `no-cors` GET, which posts nothing. */
async function reachable(endpoint: string, fetcher: typeof fetch, signal: AbortSignal): Promise<boolean> {
  try {
    await fetcher(endpoint, { method: 'GET', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}

/**
 * POSTs `payload` as JSON; success only on a 2xx before the timeout. A fetch that fails while
 * the endpoint answers is `unreadable` (CORS): the message may have arrived. Never throws.
 */
export async function postJson(
  endpoint: string,
  payload: Record<string, string>,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  fetcher: typeof fetch = fetch,
  /** The message's idempotency key (see `idempotencyKey`), sent as `Idempotency-Key`. */
  key?: string,
): Promise<PostOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      mode: 'cors',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(payload),
      signal: controller.signal,
      credentials: 'omit',
      redirect: 'follow',
    });
    return response.ok ? { ok: true } : { ok: false, reason: 'status', status: response.status };
  } catch {
    if (controller.signal.aborted) return { ok: false, reason: 'timeout' };
    return { ok: false, reason: (await reachable(endpoint, fetcher, controller.signal)) ? 'unreadable' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens a mail draft in the visitor's mail app through a real link click (the page stays; the
 * browser hands `mailto:` to the mail app), so it behaves exactly like a mail link on the page.
 */
export function openMailDraft(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export type Delivery =
  /** The endpoint answered 2xx: the message is with us. */
  | { outcome: 'sent' }
  /** A draft was handed to the visitor's mail app; they still have to press Send there. */
  | { outcome: 'drafted'; href: string }
  /** The endpoint failed; `href` is the same message as a mail draft, to offer instead. */
  | { outcome: 'failed'; reason: 'network' | 'timeout' | 'status'; status?: number; href: string }
  /** The endpoint answered but the browser hid the answer (CORS): the message may or may not have arrived. */
  | { outcome: 'unconfirmed'; href: string };

type DeliverOptions = {
  /** The fields as typed (trimmed), POSTed as JSON when an endpoint is set. */
  payload: Record<string, string>;
  /** The same message as a mail draft: the default, and the fallback on failure. */
  draft: MailDraft;
  endpoint?: string | undefined;
  timeoutMs?: number;
  fetcher?: typeof fetch;
  openDraft?: (href: string) => void;
};

/** Delivers one form submission the one way this build is configured for. */
export async function deliver({
  payload,
  draft,
  endpoint = formEndpoint,
  timeoutMs,
  fetcher,
  openDraft = openMailDraft,
}: DeliverOptions): Promise<Delivery> {
  const href = mailtoHref(draft);
  if (!endpoint) {
    openDraft(href);
    return { outcome: 'drafted', href };
  }
  const result = await postJson(endpoint, payload, timeoutMs, fetcher, await idempotencyKey(payload));
  if (result.ok) return { outcome: 'sent' };
  if (result.reason === 'unreadable') return { outcome: 'unconfirmed', href };
  return { outcome: 'failed', reason: result.reason, ...(result.status === undefined ? {} : { status: result.status }), href };
}

/**
 * The outcomes after which a message has left the page: in the mail app, or with the endpoint
 * (`unconfirmed`: perhaps). A form hands such a message over once (docs/decisions/3321): pressing
 * its button again (Enter twice, a click a second later) delivers nothing until the message
 * changes. After `failed`, trying again is the visitor's right.
 */
export type HandedOver = Exclude<Delivery['outcome'], 'failed'>;
