import { expect, test } from 'vitest';
import { mailtoHref, parseMailto } from './mailto';

test('builds a draft with an exact subject', () => {
  expect(mailtoHref({ to: 'info@ihubrobotics.com', subject: 'TARA Learn Demo Request' })).toBe(
    'mailto:info@ihubrobotics.com?subject=TARA%20Learn%20Demo%20Request',
  );
});

test('hostile subjects and bodies cannot add headers and round-trip exactly', () => {
  const subject = 'Hi &cc=evil@example.com?bcc=x#frag %0A 100% + "quoted" 🤖';
  const body = 'Line one\nLine two & more?\r\n&bcc=evil@example.com\n%0D%0A# done ✓ '.repeat(80);
  const parsed = parseMailto(mailtoHref({ to: 'info@ihubrobotics.com', subject, body }));
  expect(parsed.to).toEqual(['info@ihubrobotics.com']);
  expect(Object.keys(parsed.fields).sort()).toEqual(['body', 'subject']);
  expect(parsed.fields.subject).toBe(subject);
  expect(parsed.fields.body).toBe(body.replace(/\r\n|\n/g, '\r\n'));
});

test('a line break in a subject is folded to a space instead of breaking the field', () => {
  const parsed = parseMailto(mailtoHref({ to: 'a@b.co', subject: 'one\r\ntwo' }));
  expect(parsed.fields.subject).toBe('one two');
});

test('rejects an address that would smuggle a field', () => {
  expect(() => mailtoHref({ to: 'a@b.co?cc=evil@x.com' })).toThrow(/Not a mail address/);
});
