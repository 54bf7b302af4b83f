import type { SectionOf } from '~/content/schemas/sections';
import { ActionButton } from '~/components/ui/ActionButton';
import type { ButtonVariant } from '~/components/ui/Button';

/** "Apply": a mail draft to the careers mailbox with the job title in the subject, and in its name for screen readers. */
export function ApplyButton({
  title,
  copy,
  variant = 'primary',
  wide = false,
}: {
  title: string;
  copy: SectionOf<'open-positions'>['posting'];
  variant?: ButtonVariant;
  wide?: boolean;
}) {
  const fill = (template: string) => template.replaceAll('{title}', () => title);
  const button = (
    <ActionButton
      variant={variant}
      about={title}
      action={{ label: copy.apply, mail: 'careers', subject: fill(copy.subject), body: copy.body === undefined ? undefined : fill(copy.body) }}
    />
  );
  return wide ? <div className="grid">{button}</div> : button;
}
