/**
 * How a newsletter signup reaches the company: through the same delivery as the contact form
 * (src/lib/delivery.ts). Without a form endpoint it hands a draft to the visitor's mail app, so
 * the page says a draft was opened, never that a subscription was made (docs/decisions/0602); with
 * one, only a 2xx answer counts as subscribed, and a failure offers the draft instead.
 */
import { deliver, type Delivery } from './delivery';
import { looksLikeEmail } from './email-address';
import { mailtoHref } from './mailto';

export type SubscriptionRequest = { email: string; to: string; subject: string; body: string };

function draftOf({ email, to, subject, body }: SubscriptionRequest) {
  // A function replacer: a string one reads `$&`, `$'`, `` $` `` in the address as patterns.
  return { to, subject, body: body.replaceAll('{email}', () => email) };
}

export function subscriptionDraft(request: SubscriptionRequest): string {
  return mailtoHref(draftOf(request));
}

export function deliverSubscription(
  request: SubscriptionRequest,
  options: Omit<Parameters<typeof deliver>[0], 'payload' | 'draft'> = {},
): Promise<Delivery> {
  return deliver({ payload: { kind: 'newsletter', email: request.email }, draft: draftOf(request), ...options });
}

/**
 * What is wrong with an address typed into the signup, after trimming: nothing, `missing` (the
 * "Email required" toast), or `invalid` (no domain with a dot, a space, or longer than mail allows).
 */
export function checkSubscriber(email: string): 'missing' | 'invalid' | undefined {
  const value = email.trim();
  if (!value) return 'missing';
  return looksLikeEmail(value) ? undefined : 'invalid';
}
