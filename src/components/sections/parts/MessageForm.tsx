import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ContactFormCopy } from '~/kinds/contact-form/schema';
import { cn } from '~/lib/cn';
import { deliver, formEndpoint, messageKey, type HandedOver } from '~/lib/delivery';
import { fitMailDraft, isTooLongForMailto, mailtoHref } from '~/lib/mailto';
import { useSite } from '~/islands/site';
import { toast } from '~/lib/toast';
import { useFormDraft } from '~/lib/form-draft';
import { DRAFT_ATTRIBUTE } from '~/lib/draft-store';
import { Button, ButtonLink } from '~/components/ui/Button';
import { StatusIcon } from '~/components/ui/StatusIcon';
import { controlClasses, FormField } from './FormField';
import { CopyMessage, FormStatus, type SubmitStatus } from './FormStatus';
import { checkField, checkMessage, emptyMessage, messageDraft, trimMessage, type FieldErrors, type MessageField } from './message';
import { Island } from '~/islands/Island';
import { partId } from '~/lib/ids';
import { Words } from '~/components/ui/Words';

/** The message as plain text, as "Copy message" puts it on the clipboard. */
const draftText = (draft: { subject?: string; body?: string }) => `${draft.subject ?? ''}\n\n${draft.body ?? ''}`;

/** Copies text to the clipboard; false where the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The success banner clears after 5 seconds. */
export const SUCCESS_BANNER_MS = 5000;

/** One id for the toast of every outcome: saying it again replaces it (and is announced again) instead of stacking another. */
const OUTCOME_TOAST = 'contact-outcome';

/**
 * The form as a delivery left it, once the message left the page (`HandedOver` in
 * src/lib/delivery.ts): its fields' key (`messageKey` of the trimmed fields: the message itself, or the
 * emptied form after `sent`) and how it left. While the fields still give that key, the button
 * hands nothing over again.
 */
type Delivered = { key: string; outcome: HandedOver };

type Props = {
  copy: ContactFormCopy;
  /** The mailbox drafts are addressed to (site settings: info). */
  to: string;
};

/**
 * The message form. Checks what the visitor typed, then delivers it the one way this build is
 * set up for (src/lib/delivery.ts). What they type survives a reload (src/lib/draft-store.ts)
 * and is kept on any failure.
 *
 * Without JavaScript (or when this island's code could not load) no browser can carry the
 * message into a mail draft unaltered (Chromium's mailto: submission turns
 * Arabic into mojibake, `+` into spaces, `&` into line breaks), so the form is not offered: a
 * plain mail link built at build time and the address to copy stand in its place
 * (docs/decisions/2802).
 */
export function MessageFormView({ copy, to }: Props) {
  const { ui } = useSite();
  const { values, setValue, reset, restored } = useFormDraft('contact', emptyMessage);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmitStatus>({ kind: 'idle' });
  // Before hydration the browser's own checks guard the plain mailto form; after it, ours do.
  const [hydrated, setHydrated] = useState(false);
  const controls = useRef<Partial<Record<MessageField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  // Set at once on submit, unlike state: a second submit before the next render sees it.
  const busy = useRef(false);
  // One hand-over per message (docs/decisions/3321): state for the button, a ref for a press before the next render.
  const [delivered, setDelivered] = useState<Delivered>();
  const deliveredNow = useRef<Delivered | undefined>(undefined);
  const remember = (next: Delivered | undefined) => {
    deliveredNow.current = next;
    setDelivered(next);
  };

  useEffect(() => setHydrated(true), []);

  // An outcome appears under the button; bring it into view if it landed below the fold.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.kind !== 'sent' && status.kind !== 'drafted' && status.kind !== 'failed') return;
    const box = outcome.current?.getBoundingClientRect();
    if (box && box.bottom > window.innerHeight - 120) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      outcome.current?.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    }
  }, [status.kind]);

  useEffect(() => {
    if (status.kind !== 'sent') return;
    const timer = setTimeout(() => {
      setStatus({ kind: 'idle' });
      // The banner is gone: the emptied form is a new message from now on.
      deliveredNow.current = undefined;
      setDelivered(undefined);
    }, SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const edit = (field: MessageField, value: string) => {
    setValue(field, value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: checkField(field, value) }));
  };

  const startOver = () => {
    reset();
    remember(undefined);
    setErrors({});
    setStatus({ kind: 'idle' });
    controls.current.name?.focus();
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit();
    } finally {
      busy.current = false;
    }
  };

  /** Says again what became of the message, without handing it over again. */
  const announce = (outcome: HandedOver) => {
    if (outcome === 'sent') toast.success(copy.sent.toast, { id: OUTCOME_TOAST });
    else if (outcome === 'drafted') toast(copy.drafted.toast, { id: OUTCOME_TOAST });
    else toast(ui.unconfirmedTitle, { id: OUTCOME_TOAST });
  };

  const submit = async () => {
    const message = trimMessage(values);
    // The same message, pressed again (Enter twice, a click a second later): it has left already.
    const previous = deliveredNow.current;
    if (previous && previous.key === messageKey(message)) {
      announce(previous.outcome);
      return;
    }
    const check = checkMessage(message);
    if (check.first) {
      const emailInvalid = check.errors.email === 'invalid';
      // Render the errors first, so the field is described by its error when focus lands on it.
      flushSync(() => {
        setErrors(check.errors);
        setStatus({ kind: 'invalid', emailInvalid });
      });
      // One id: a second failed try replaces the toast (and is announced again) instead of stacking it.
      toast.error(copy.invalid.title, { id: 'contact-invalid', description: emailInvalid ? copy.invalid.email : undefined });
      controls.current[check.first]?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    // A draft too long for a mail link carries its first part; the full text goes to the clipboard first.
    const full = messageDraft(message, to, copy.mail);
    const copied = !formEndpoint && isTooLongForMailto(full) && (await copyText(draftText(full)));
    const draft = fitMailDraft(full, copied ? ui.draftCutCopied : ui.draftCutNotCopied);
    const result = await deliver({ payload: message, draft });
    if (result.outcome === 'failed') {
      setStatus({ kind: 'failed', reason: result.reason });
      toast.error(copy.failed.toast);
      return;
    }
    // In the mail app, or with the endpoint (perhaps): this message is not handed over again.
    const outcome = result.outcome;
    if (outcome === 'sent') reset();
    remember({ key: messageKey(outcome === 'sent' ? trimMessage(emptyMessage) : message), outcome });
    setStatus({ kind: outcome });
    announce(outcome);
  };

  /** Everything a control needs: value, draft-backed change, error wiring, focus target. */
  const control = (field: MessageField, size: string) => {
    const error = errors[field];
    return {
      id: partId('contact', field),
      name: field,
      value: values[field],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(field, event.target.value),
      ref: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
        controls.current[field] = node;
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? partId(partId('contact', field), 'error') : undefined,
      className: cn(controlClasses.base, error ? controlClasses.invalid : controlClasses.valid, size),
    };
  };
  const errorText = (field: MessageField) => {
    const error = errors[field];
    const texts = copy.fields[field];
    if (error === 'invalid' && 'invalid' in texts) return texts.invalid;
    if (error && 'missing' in texts) return texts.missing;
    return undefined;
  };
  const sending = status.kind === 'sending';
  // The message the form holds has left the page already: the button says so, and hands nothing over again until it changes.
  const unchanged = delivered !== undefined && delivered.key === messageKey(trimMessage(values));
  const inMailApp = unchanged && delivered.outcome === 'drafted';
  /** The mail draft offered after an outcome follows the fields, so later edits are never lost. */
  const offered = () => {
    const draft = messageDraft(trimMessage(values), to, copy.mail);
    return { href: mailtoHref(fitMailDraft(draft, ui.draftCutNotCopied)), text: draftText(draft) };
  };
  const long = hydrated && isTooLongForMailto(messageDraft(trimMessage(values), to, copy.mail));

  return (
    <div>
      <h2 id="contact-form-heading" className="text-2xl font-semibold text-ink-950 sm:text-3xl">
        <Words text={copy.heading} />
      </h2>
      <p className="mt-2 hidden text-base leading-7 text-ink-600 fallback:block">{copy.noScript.text}</p>
      {/* `method="dialog"`: outside a dialog a submission goes nowhere, so before React runs no typed text can land in an address. */}
      <form
        method="dialog"
        {...{ [DRAFT_ATTRIBUTE]: 'contact' }}
        noValidate={hydrated}
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={sending}
        aria-labelledby="contact-form-heading"
        className="mt-2 grid gap-6 fallback:hidden sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <p className="text-base leading-7 text-ink-600">{formEndpoint ? copy.intro.endpoint : copy.intro.draft}</p>
          {restored ? (
            <p role="status" className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
              {copy.restored}
            </p>
          ) : null}
        </div>
        <FormField id="contact-name" label={copy.fields.name.label} tag={copy.required} error={errorText('name')}>
          <input {...control('name', 'h-12')} type="text" autoComplete="name" required />
        </FormField>
        <FormField id="contact-email" label={copy.fields.email.label} tag={copy.required} error={errorText('email')}>
          <input {...control('email', 'h-12')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
        </FormField>
        <FormField id="contact-subject" label={copy.fields.subject.label} tag={copy.optional} className="sm:col-span-2">
          <input {...control('subject', 'h-12')} type="text" autoComplete="off" />
        </FormField>
        <FormField id="contact-message" label={copy.fields.message.label} tag={copy.required} error={errorText('message')} className="sm:col-span-2">
          <textarea {...control('message', 'resize-y py-3 leading-7')} rows={5} required />
        </FormField>
        <div className="space-y-5 sm:col-span-2">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              variant={unchanged ? 'secondary' : 'primary'}
              aria-disabled={sending || unchanged || undefined}
              // The second click of a double click is the same press: one mail draft, one message.
              onClick={(event) => {
                if (event.detail > 1) event.preventDefault();
              }}
              className="w-full sm:w-auto sm:min-w-56"
            >
              {inMailApp ? (
                <>
                  <StatusIcon tone="success" className="shrink-0 text-brand-700" />
                  {copy.submit.drafted}
                </>
              ) : sending ? (
                copy.submit.sending
              ) : formEndpoint ? (
                copy.submit.endpoint
              ) : (
                copy.submit.draft
              )}
            </Button>
            {/* Up front for a message longer than a mail link carries, so the visitor can keep it whole. */}
            {long ? <CopyMessage text={offered().text} copy={copy.copy} /> : null}
          </div>
          <div ref={outcome} aria-live="polite">
            <FormStatus status={status} copy={copy} address={to} draft={offered} onReset={startOver} />
          </div>
        </div>
      </form>
      <div className="mt-6 hidden space-y-4 fallback:block">
        <ButtonLink href={mailtoHref({ to, subject: copy.noScript.subject })} variant="primary" className="w-full sm:w-auto sm:min-w-56">
          {copy.noScript.link}
        </ButtonLink>
        <p className="text-sm leading-6 text-ink-600">
          {copy.noScript.address}{' '}
          <span dir="ltr" className="font-semibold text-ink-950 select-all">
            {to}
          </span>
        </p>
      </div>
    </div>
  );
}

/** The form as an island: everything it does happens in the browser (src/islands/). */
export function MessageForm(props: Props) {
  return <Island name="message-form" component={MessageFormView} props={props} />;
}
