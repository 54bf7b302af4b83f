import type { z } from 'zod';
import type { action } from '../../content/schemas/fields';
import { mailtoHref } from '../../lib/mailto';
import { useSite } from '../../lib/site';
import { ButtonLink, type ButtonVariant } from './Button';

export type Action = z.infer<ReturnType<typeof action>>;

/** A call to action from content: a link, a download, or a mail draft to a site mailbox. */
export function ActionButton({ action, variant }: { action: Action; variant?: ButtonVariant }) {
  const site = useSite();
  if ('mail' in action) {
    const href = mailtoHref({ to: site.mailboxes[action.mail], subject: action.subject, body: action.body });
    return (
      <ButtonLink href={href} variant={variant}>
        {action.label}
      </ButtonLink>
    );
  }
  if ('download' in action) {
    return (
      <ButtonLink href={action.download} variant={variant} download>
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href={action.href} variant={variant}>
      {action.label}
    </ButtonLink>
  );
}
