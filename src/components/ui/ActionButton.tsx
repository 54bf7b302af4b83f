import type { z } from 'zod';
import type { action } from '~/content/schemas/fields';
import { mailtoHref } from '~/lib/mailto';
import { useSite } from '~/islands/site';
import { ButtonLink, type ButtonTone, type ButtonVariant } from './Button';

export type Action = z.infer<ReturnType<typeof action>>;

/**
 * A call to action from content: a link, a download, or a mail draft to a site mailbox. `about`
 * names what it acts on for screen readers, after the label, where the same label stands more than
 * once on a page ("Apply by e-mail: Field Deployment Lead").
 */
export function ActionButton({ action, variant, tone, about }: { action: Action; variant?: ButtonVariant; tone?: ButtonTone; about?: string }) {
  const site = useSite();
  const look = { variant, tone };
  const label = (
    <>
      {action.label}
      {about ? <span className="sr-only">: {about}</span> : null}
    </>
  );
  if ('mail' in action) {
    const href = mailtoHref({ to: site.mailboxes[action.mail], subject: action.subject, body: action.body });
    return (
      <ButtonLink href={href} {...look}>
        {label}
      </ButtonLink>
    );
  }
  if ('download' in action) {
    return (
      <ButtonLink href={action.download} {...look} download>
        {label}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href={action.href} {...look}>
      {label}
    </ButtonLink>
  );
}

/** A row of calls to action: the first is the primary button, the others secondary. */
export function ActionButtons({ actions, tone, className }: { actions: readonly Action[]; tone?: ButtonTone; className?: string }) {
  return (
    <div className={className ?? 'flex flex-wrap gap-3'}>
      {actions.map((action, i) => (
        <ActionButton key={action.label} action={action} variant={i === 0 ? 'primary' : 'secondary'} tone={tone} />
      ))}
    </div>
  );
}
