import { useState } from 'react';
import type { ContactFormCopy } from '~/kinds/contact-form/schema';
import { cn } from '~/lib/cn';
import { useSite } from '~/islands/site';
import { Button, ButtonLink } from '~/components/ui/Button';
import { StatusIcon } from '~/components/ui/StatusIcon';

/** Where a submission stands. Only `sent` means a server accepted the message. */
export type SubmitStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; emailInvalid: boolean }
  | { kind: 'sent' }
  /** Handed to the mail app; the visitor still has to press Send there. */
  | { kind: 'drafted' }
  | { kind: 'failed'; reason: 'network' | 'timeout' | 'status' }
  /** A form service answered, but the browser hid whether it took the message (CORS). */
  | { kind: 'unconfirmed' };

const tones = {
  error: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  info: 'border-ink-200 bg-ink-50 text-ink-900',
} as const;

function Banner({ tone, title, children }: { tone: keyof typeof tones; title: string; children?: React.ReactNode }) {
  return (
    <div className={cn('flex gap-3 rounded-2xl border p-4 sm:p-5', tones[tone])}>
      <StatusIcon tone={tone} className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1 text-sm leading-6">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** Copies the whole message, for mail apps that cut long drafts short. */
export function CopyMessage({ text, copy }: { text: string; copy: ContactFormCopy['copy'] }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      className="h-10 px-4"
      onClick={() => {
        navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? copy.done : copy.label}
    </Button>
  );
}

type Props = {
  status: SubmitStatus;
  copy: ContactFormCopy;
  address: string;
  /** The message as it stands now, as a mail draft (`href`) and as plain text to copy. */
  draft: () => { href: string; text: string };
  onReset: () => void;
};

/** The banner under the form: what went wrong, or what happened to the message. */
export function FormStatus({ status, copy, address, draft, onReset }: Props) {
  const { ui } = useSite();
  switch (status.kind) {
    case 'invalid':
      return (
        <Banner tone="error" title={copy.invalid.title}>
          {status.emailInvalid ? <p>{copy.invalid.email}</p> : null}
        </Banner>
      );
    case 'sent':
      return <Banner tone="success" title={copy.sent.banner} />;
    case 'drafted': {
      const { href, text } = draft();
      return (
        <Banner tone="info" title={copy.drafted.title}>
          <p>{copy.drafted.text.replaceAll('{address}', () => address)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ButtonLink href={href} variant="primary" className="h-10 px-4">
              {copy.drafted.again}
            </ButtonLink>
            <CopyMessage text={text} copy={copy.copy} />
            <Button variant="secondary" className="h-10 px-4" onClick={onReset}>
              {copy.drafted.reset}
            </Button>
          </div>
        </Banner>
      );
    }
    case 'failed':
    case 'unconfirmed': {
      const { href, text } = draft();
      // Unconfirmed: the message may have arrived, so email is offered, not urged.
      const failed = status.kind === 'failed';
      return (
        <Banner tone={failed ? 'error' : 'info'} title={failed ? copy.failed.title : ui.unconfirmedTitle}>
          <p>{failed ? `${copy.failed.reasons[status.reason]} ${copy.failed.text}` : ui.unconfirmedText.replaceAll('{address}', () => address)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ButtonLink href={href} variant={failed ? 'primary' : 'secondary'} className="h-10 px-4">
              {copy.failed.emailInstead}
            </ButtonLink>
            <CopyMessage text={text} copy={copy.copy} />
          </div>
        </Banner>
      );
    }
    default:
      return null;
  }
}
