import { useEffect, useRef, useState } from 'react';
import type { HandedOver } from '~/lib/delivery';
import { clearDraft, DRAFT_ATTRIBUTE } from '~/lib/draft-store';
import { mailtoHref } from '~/lib/mailto';
import { checkSubscriber, deliverSubscription } from '~/lib/newsletter';
import { useSite } from '~/islands/site';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/Button';
import { Toaster } from '~/components/ui/Toaster';
import type { SectionProps } from '~/components/sections/types';
import { partId } from '~/lib/ids';
import { SectionShell } from '~/components/sections/parts/Section';
import { Words } from '~/components/ui/Words';

/** Key of the signup's kept draft (src/lib/draft-store.ts). */
const DRAFT = 'newsletter';
/** One id for the toast of every outcome: saying it again replaces it (and is announced again). */
const OUTCOME_TOAST = 'newsletter-outcome';

/**
 * Newsletter signup. An empty field gets the "Email required" toast, text that cannot be an
 * address its own toast; either way a line under the field says what is wrong, tied to it
 * (`aria-invalid`, `aria-describedby`), and stays until the address is one (issue 46, WCAG
 * 3.3.1: a toast goes after 5 s, and is no error message on its own). A good one is handed to
 * `deliverSubscription`, and the page says what really happened: a mail draft was opened and
 * still has to be sent, or (with a form endpoint) the subscription arrived and the field clears,
 * or it failed and the address stays with the draft offered instead. What is typed survives a
 * reload (src/lib/draft-store.ts).
 *
 * Without JavaScript (or when its code could not load) the form is not offered: no browser
 * carries a form into a mail draft unaltered (`nojs+tag@` arrived as `nojs tag@`), so a sentence
 * links the info mailbox with the draft's subject instead (docs/decisions/2802), and the sentence
 * about the field (`prompt`) is not shown: the page never asks for an address it has no field for
 * (docs/decisions/3322).
 */
export function Newsletter({ section: copy, anchor }: SectionProps<'newsletter'>) {
  const site = useSite();
  const id = anchor;
  const [draft, setDraft] = useState<string>();
  /** What is wrong with the address, shown under it until it is put right. */
  const [problem, setProblem] = useState<'missing' | 'invalid'>();
  // Before hydration the browser's own `required` guards the field; after it, our checks and SPEC's toast do.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Set at once on submit, unlike state: a second submit before the next render sees it.
  const busy = useRef(false);
  // The address whose request is in the mail app (or perhaps with the endpoint): pressing again for
  // it hands nothing over a second time (docs/decisions/3321). After `sent` the field is empty.
  const handed = useRef<{ email: string; outcome: Exclude<HandedOver, 'sent'> } | undefined>(undefined);
  const [before, after] = copy.draft.fallback.split('{mailbox}');
  const [plainBefore, plainAfter] = copy.noScript.split('{mailbox}');
  const errorId = partId(id, 'email-error');

  async function subscribe(form: HTMLFormElement, field: HTMLInputElement | null) {
    const entry = new FormData(form).get('email');
    const email = (typeof entry === 'string' ? entry : '').trim();
    const previous = handed.current;
    if (previous && previous.email === email) {
      announce(previous.outcome);
      return;
    }
    const problem = checkSubscriber(email);
    setProblem(problem);
    if (problem === 'missing') {
      toast.error(copy.empty.title, { id: 'newsletter-empty', description: copy.empty.text });
      field?.focus();
      return;
    }
    if (problem === 'invalid') {
      toast.error(copy.invalid.title, { id: 'newsletter-invalid', description: copy.invalid.text });
      field?.focus();
      return;
    }
    const result = await deliverSubscription({ email, to: site.mailboxes.info, subject: copy.draft.subject, body: copy.draft.body });
    if (result.outcome === 'sent') {
      form.reset();
      clearDraft(DRAFT);
      setDraft(undefined);
      toast.success(copy.sent.title, { id: OUTCOME_TOAST, description: copy.sent.text });
    } else if (result.outcome === 'failed') {
      setDraft(result.href);
      toast.error(copy.failed.title, { description: copy.failed.text });
    } else {
      handed.current = { email, outcome: result.outcome };
      setDraft(result.outcome === 'drafted' ? result.href : undefined);
      announce(result.outcome);
    }
  }

  /** Says what became of the request, the first time or again. */
  function announce(outcome: Exclude<HandedOver, 'sent'>) {
    if (outcome === 'drafted') toast.success(copy.draft.title, { id: OUTCOME_TOAST, description: copy.draft.text });
    else
      toast(site.ui.unconfirmedTitle, {
        id: OUTCOME_TOAST,
        description: site.ui.unconfirmedText.replaceAll('{address}', () => site.mailboxes.info),
      });
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    const field = form.elements.namedItem('email');
    try {
      await subscribe(form, field instanceof HTMLInputElement ? field : null);
    } finally {
      busy.current = false;
    }
  }

  return (
    <>
      <SectionShell kind={copy.type} headingId={partId(id, 'heading')} tone="ground" rhythm="foot" width="page">
        <div className="relative overflow-hidden rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10 lg:grid lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-12 lg:px-14 lg:py-14">
          <div
            aria-hidden="true"
            className="absolute -top-24 -inset-e-24 size-72 rounded-full bg-[radial-gradient(circle,rgb(53_179_190/0.25),transparent_70%)]"
          />
          <div className="relative">
            <h2 id={partId(id, 'heading')} className="text-2xl font-semibold text-ink-950 sm:text-3xl">
              <Words text={copy.heading} />
            </h2>
            <p className="mt-3 max-w-xl leading-7 text-ink-600">
              {copy.text}
              {/* About the field: said only where the field is offered (docs/decisions/3322). */}
              {copy.prompt ? <span className="fallback:hidden"> {copy.prompt}</span> : null}
            </p>
          </div>
          <div className="relative mt-8 lg:mt-0">
            {/* `method="dialog"`: outside a dialog a submission goes nowhere, so before React runs the address never lands in a URL. */}
            <form
              method="dialog"
              {...{ [DRAFT_ATTRIBUTE]: DRAFT }}
              noValidate={hydrated}
              onSubmit={(event) => void onSubmit(event)}
              className="flex flex-col gap-3 fallback:hidden sm:flex-row sm:items-end"
            >
              <div className="flex-1">
                <label htmlFor={partId(id, 'email')} className="text-sm font-semibold text-ink-800">
                  {copy.label}
                </label>
                <input
                  id={partId(id, 'email')}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  placeholder={copy.placeholder}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  // The line stays while the address is still wrong, and goes once it is right.
                  onChange={(event) => {
                    if (problem && !checkSubscriber(event.target.value)) setProblem(undefined);
                  }}
                  className="mt-2 h-12 w-full rounded-full border border-ink-500 bg-white px-5 text-ink-950 placeholder:text-ink-500 aria-invalid:border-2 aria-invalid:border-red-700"
                />
              </div>
              <Button
                type="submit"
                variant="primary"
                // The second click of a double click is the same press: one mail draft.
                onClick={(event) => {
                  if (event.detail > 1) event.preventDefault();
                }}
                className="sm:w-auto"
              >
                {copy.button}
              </Button>
            </form>
            {problem ? (
              <p id={errorId} className="mt-3 text-sm leading-6 font-medium text-red-800 fallback:hidden">
                {problem === 'missing' ? copy.empty.text : copy.invalid.text}
              </p>
            ) : null}
            <p className="hidden leading-7 text-ink-700 fallback:block">
              {plainBefore}
              <a
                href={mailtoHref({ to: site.mailboxes.info, subject: copy.draft.subject })}
                dir="ltr"
                className="font-semibold text-brand-700 underline underline-offset-4 select-all"
              >
                {site.mailboxes.info}
              </a>
              {plainAfter}
            </p>
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
      </SectionShell>
      {/* After the section: the toasts are a region of their own, not part of the signup's. */}
      <Toaster />
    </>
  );
}
