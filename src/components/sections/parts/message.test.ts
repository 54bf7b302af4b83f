import { expect, test } from 'vitest';
import { parseMailto, mailtoHref } from '~/lib/mailto';
import { checkField, checkMessage, emptyMessage, looksLikeEmail, messageDraft, trimMessage } from './message';

const mail = { subject: 'Website enquiry from {name}', nameLabel: 'Name', emailLabel: 'Email' };
const filled = { name: 'Asha Menon', email: 'asha@example.com', subject: '', message: 'We run a 200-bed hospital.' };

test('an empty form is missing name, email and message, and focus goes to the name', () => {
  expect(checkMessage(emptyMessage)).toEqual({ errors: { name: 'missing', email: 'missing', message: 'missing' }, first: 'name' });
});

test('whitespace only counts as empty once trimmed', () => {
  const values = trimMessage({ name: '   ', email: '\t', subject: '  ', message: '\n\n  \n' });
  expect(checkMessage(values).errors).toEqual({ name: 'missing', email: 'missing', message: 'missing' });
  expect(values.subject).toBe('');
});

test('the subject is optional', () => {
  expect(checkMessage(filled)).toEqual({ errors: {} });
});

test('a malformed email is refused and is where focus goes when it is the only problem', () => {
  expect(checkMessage({ ...filled, email: 'asha@example' })).toEqual({ errors: { email: 'invalid' }, first: 'email' });
});

test.each(['asha@example.com', 'a.b+c@sub.example.co.in', 'नाम@उदाहरण.भारत'])('%s looks like an address', (value) => {
  expect(looksLikeEmail(value)).toBe(true);
});

test.each(['asha', 'asha@', '@example.com', 'asha@example', 'asha @example.com', 'asha@@example.com', 'asha@example..com', 'asha@.com'])(
  '%s does not look like an address',
  (value) => {
    expect(looksLikeEmail(value)).toBe(false);
  },
);

test('checking one field reports only that field', () => {
  expect(checkField('email', 'nope')).toBe('invalid');
  expect(checkField('email', ' a@b.co ')).toBeUndefined();
  expect(checkField('message', '  ')).toBe('missing');
  expect(checkField('subject', '')).toBeUndefined();
});

test('the draft is addressed to the mailbox, titled "Website enquiry from NAME" and holds every field', () => {
  const draft = messageDraft(filled, 'info@ihubrobotics.com', mail);
  expect(draft).toEqual({
    to: 'info@ihubrobotics.com',
    subject: 'Website enquiry from Asha Menon',
    body: 'Name: Asha Menon\nEmail: asha@example.com\n\nWe run a 200-bed hospital.',
  });
});

test("the visitor's own subject wins, and a hostile message survives the mail draft whole", () => {
  const message = 'Line 1\n&cc=evil@example.com?x#y %0A 🤖\n'.repeat(120);
  const parsed = parseMailto(mailtoHref(messageDraft({ ...filled, subject: 'Tara Care for 3 wards', message }, 'info@ihubrobotics.com', mail)));
  expect(parsed.fields.subject).toBe('Tara Care for 3 wards');
  expect(parsed.fields.body).toContain(message.replace(/\n/g, '\r\n'));
  expect(Object.keys(parsed.fields)).toEqual(['subject', 'body']);
});

test('a name with replacement patterns like $& is written literally', () => {
  expect(messageDraft({ ...filled, name: 'A $& $1 B' }, 'info@ihubrobotics.com', mail).subject).toBe('Website enquiry from A $& $1 B');
});
