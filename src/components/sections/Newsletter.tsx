import { useState } from 'react';
import { deliverSubscription } from '../../lib/newsletter';
import { useSite } from '../../lib/site';
import { toast } from '../../lib/toast';
import { Button } from '../ui/Button';
import { Toaster } from '../ui/Toaster';
import type { SectionProps } from './types';

/**
 * Newsletter signup (SPEC.md section 5). An empty field gets the "Email required" toast; a
 * filled one is handed to `deliverSubscription`, and the page says what really happened: a mail
 * draft was opened and still has to be sent, or (with a form endpoint) the subscription arrived
 * and the field clears, or it failed and the address stays with the draft offered instead.
 */
export function Newsletter({ section: copy, anchor }: SectionProps<'newsletter'>) {
  const site = useSite();
  const id = anchor;
  const [draft, setDraft] = useState<string>();
  const [before, after] = copy.draft.fallback.split('{mailbox}');

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      toast.error(copy.empty.title, { id: 'newsletter-empty', description: copy.empty.text });
      return;
    }
    const form = event.currentTarget;
    const result = await deliverSubscription({ email, to: site.mailboxes.info, subject: copy.draft.subject, body: copy.draft.body });
    if (result.outcome === 'sent') {
      form.reset();
      setDraft(undefined);
      toast.success(copy.sent.title, { description: copy.sent.text });
    } else if (result.outcome === 'unconfirmed') {
      setDraft(undefined);
      toast(site.ui.unconfirmedTitle, { description: site.ui.unconfirmedText.replaceAll('{address}', () => site.mailboxes.info) });
    } else if (result.outcome === 'failed') {
      setDraft(result.href);
      toast.error(copy.failed.title, { description: copy.failed.text });
    } else {
      setDraft(result.href);
      toast.success(copy.draft.title, { description: copy.draft.text });
    }
  }

  return (
    <>
      <section aria-labelledby={`${id}-heading`} className="container-page pb-20">
        <div className="relative overflow-hidden rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10 lg:grid lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-12 lg:px-14 lg:py-14">
          <div
            aria-hidden="true"
            className="absolute -top-24 -inset-e-24 size-72 rounded-full bg-[radial-gradient(circle,rgb(53_179_190/0.25),transparent_70%)]"
          />
          <div className="relative">
            <h2 id={`${id}-heading`} className="text-2xl font-semibold text-ink-950 sm:text-3xl">
              {copy.heading}
            </h2>
            <p className="mt-3 max-w-xl leading-7 text-ink-600">{copy.text}</p>
          </div>
          <div className="relative mt-8 lg:mt-0">
            {/* Without JavaScript the browser writes the draft itself: the address goes into a mail, never into a URL. */}
            <form
              action={`mailto:${site.mailboxes.info}?subject=${encodeURIComponent(copy.draft.subject)}`}
              method="post"
              encType="text/plain"
              onSubmit={onSubmit}
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
            >
              <div className="flex-1">
                <label htmlFor={`${id}-email`} className="text-sm font-semibold text-ink-800">
                  {copy.label}
                </label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  placeholder={copy.placeholder}
                  className="mt-2 h-12 w-full rounded-full border-0 bg-white px-5 text-ink-950 ring-1 ring-ink-200 ring-inset placeholder:text-ink-400 focus:ring-2 focus:ring-brand-500 focus:outline-none"
                />
              </div>
              <Button type="submit" variant="primary" className="sm:w-auto">
                {copy.button}
              </Button>
            </form>
            {draft ? (
              <p className="mt-4 text-sm leading-6 text-ink-600">
                {before}
                <a href={draft} dir="ltr" className="font-semibold text-brand-700 underline underline-offset-4">
                  {site.mailboxes.info}
                </a>
                {after}
              </p>
            ) : null}
          </div>
        </div>
      </section>
      {/* After the section: the toasts are a region of their own, not part of the signup's. */}
      <Toaster />
    </>
  );
}
