/**
 * The contact message, independent of React: its fields, the checks (name, email and
 * message must not be empty, after trimming; whitespace only is empty; the subject is optional), and how it is written out as a mail draft.
 */
import type { ContactFormCopy } from '~/kinds/contact-form/schema';
import { looksLikeEmail } from '~/lib/email-address';
import type { MailDraft } from '~/lib/mailto';

export const messageFields = ['name', 'email', 'subject', 'message'] as const;
export type MessageField = (typeof messageFields)[number];
export type MessageValues = Record<MessageField, string>;
export type FieldErrors = Partial<Record<MessageField, 'missing' | 'invalid'>>;

export const emptyMessage: MessageValues = { name: '', email: '', subject: '', message: '' };

/** Fields the visitor must fill in, in the order they appear (focus goes to the first bad one). */
const requiredFields = ['name', 'email', 'message'] as const;

export { looksLikeEmail };

export function trimMessage(values: MessageValues): MessageValues {
  return { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
}

/** Checks trimmed values; `first` is the first field in form order that needs the visitor. */
export function checkMessage(values: MessageValues): { errors: FieldErrors; first?: MessageField } {
  const errors: FieldErrors = {};
  for (const field of requiredFields) if (!values[field]) errors[field] = 'missing';
  if (values.email && !looksLikeEmail(values.email)) errors.email = 'invalid';
  const first = messageFields.find((field) => errors[field]);
  return first ? { errors, first } : { errors };
}

/** The one field's error after an edit, so an error clears as soon as the visitor fixes it. */
export function checkField(field: MessageField, value: string): FieldErrors[MessageField] {
  return checkMessage({ ...emptyMessage, name: 'x', email: 'x@x.xx', message: 'x', [field]: value.trim() }).errors[field];
}

/** The message as a mail draft to `to`: the visitor's subject (or "… from NAME") and every field. */
export function messageDraft(values: MessageValues, to: string, mail: ContactFormCopy['mail']): MailDraft {
  return {
    to,
    subject: values.subject || mail.subject.replaceAll('{name}', () => values.name),
    body: `${mail.nameLabel}: ${values.name}\n${mail.emailLabel}: ${values.email}\n\n${values.message}`,
  };
}
