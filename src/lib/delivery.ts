/**
 * The one way a form on this site delivers what a visitor wrote (DECISIONS.md #4): never lossy,
 * never claiming "sent" unless a server said so.
 *
 * - No endpoint configured (the default): hand the message to the visitor's own mail app as a
 *   fully prefilled draft (src/lib/mailto.ts). The visitor sends it; we say so.
 * - `VITE_FORM_ENDPOINT` set at build time (e.g. a form service's URL): POST the fields as JSON
 *   with a timeout. Only a 2xx answer counts as sent; a network error, a timeout or any other
 *   status is a failure the form reports, keeping every field and offering the mail draft.
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

export type PostOutcome = { ok: true } | { ok: false; reason: 'network' | 'timeout' | 'status'; status?: number };

/** POSTs `payload` as JSON; success only on a 2xx before the timeout. Never throws. */
export async function postJson(
  endpoint: string,
  payload: Record<string, string>,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  fetcher: typeof fetch = fetch,
): Promise<PostOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
      credentials: 'omit',
      redirect: 'follow',
    });
    return response.ok ? { ok: true } : { ok: false, reason: 'status', status: response.status };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
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
  | { outcome: 'failed'; reason: 'network' | 'timeout' | 'status'; status?: number; href: string };

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
  const result = await postJson(endpoint, payload, timeoutMs, fetcher);
  if (result.ok) return { outcome: 'sent' };
  return { outcome: 'failed', reason: result.reason, ...(result.status === undefined ? {} : { status: result.status }), href };
}
