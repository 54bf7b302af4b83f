/**
 * How a newsletter signup reaches the company: the one place to change when a delivery module
 * (the same one as the contact form) lands. Today it hands the request to the visitor's mail
 * client as a draft to the info mailbox; nothing is sent by the site, so the page must say a
 * draft was opened, never that a subscription was made (DECISIONS.md #4).
 */
import { mailtoHref } from './mailto';

export type SubscriptionRequest = { email: string; to: string; subject: string; body: string };

/** What happened, so the page can say exactly that. */
export type SubscriptionOutcome = { kind: 'draft'; href: string };

export function subscriptionDraft({ email, to, subject, body }: SubscriptionRequest): string {
  return mailtoHref({ to, subject, body: body.replaceAll('{email}', email) });
}

export async function deliverSubscription(request: SubscriptionRequest): Promise<SubscriptionOutcome> {
  const href = subscriptionDraft(request);
  window.location.assign(href);
  return { kind: 'draft', href };
}
