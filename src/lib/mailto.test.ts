import { expect, test } from 'vitest';
import { encodeMailPart, fitMailDraft, mailtoHref, parseMailto, SAFE_MAILTO_LENGTH } from './mailto';

const TO = 'info@ihubrobotics.com';
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');

/** Builds a draft, reads it back like a mail client, and checks nothing was added or lost. */
function roundTrip(subject: string, body: string) {
  const href = mailtoHref({ to: TO, subject, body });
  const parsed = parseMailto(href);
  expect(parsed.to).toEqual([TO]);
  expect(parsed.entries.map(([key]) => key)).toEqual(['subject', 'body']);
  expect(parsed.fragment).toBeUndefined();
  return { href, parsed };
}

test('builds a draft with an exact subject', () => {
  expect(mailtoHref({ to: TO, subject: 'TARA Learn Demo Request' })).toBe('mailto:info@ihubrobotics.com?subject=TARA%20Learn%20Demo%20Request');
});

test('a draft without subject or body is just the address', () => {
  expect(mailtoHref({ to: 'support@ihubrobotics.com' })).toBe('mailto:support@ihubrobotics.com');
  expect(mailtoHref({ to: TO, subject: '', body: '' })).toBe(`mailto:${TO}`);
});

test('addresses several recipients, in order', () => {
  expect(parseMailto(mailtoHref({ to: [TO, 'sales@ihubrobotics.com'] })).to).toEqual([TO, 'sales@ihubrobotics.com']);
});

test.each([
  ['CRLF header injection', 'Hello\r\nBcc: evil@example.com', 'Line one\r\nCc: evil@example.com\r\n\r\nLine three'],
  ['an added cc field', 'Hi &cc=evil@example.com', 'text &cc=evil@example.com&bcc=evil@example.com&to=evil@example.com'],
  ['a second query', 'Why? ?subject=other', 'a?body=replaced?x'],
  ['a fragment', '#1 robot', 'before # after #body=x'],
  ['already-encoded text', '%0A%0D%20%25', 'body%0Acc%3Devil%40example.com %E2%9C%93 %'],
  ['plus signs and equals', 'C++ = 1 + 1', 'a+b=c; 100% sure + "quoted" \'single\''],
  ['unicode and emoji', 'Namaste नमस्ते 🤖 café', 'Grüße aus Kochi — ✓ 🇮🇳 👩🏽‍🔬 中文 العربية'],
  ['HTML and script', '<script>alert(1)</script>', '<a href="javascript:alert(1)">x</a>'],
])('%s cannot add fields and round-trips exactly', (_name, subject, body) => {
  const { href, parsed } = roundTrip(subject, body);
  expect(parsed.fields.subject).toBe(subject.replace(/\r\n|\r|\n/g, ' '));
  expect(parsed.fields.body).toBe(crlf(body));
  // Nothing but unreserved characters, percent escapes and the structure we wrote.
  expect(href.slice(href.indexOf('?') + 1)).toMatch(/^subject=[A-Za-z0-9\-._~%]*&body=[A-Za-z0-9\-._~%]*$/);
});

test('keeps every line break of the body, written as CRLF', () => {
  const body = 'one\ntwo\r\nthree\rfour\n\n\nfive\n';
  expect(roundTrip('s', body).parsed.fields.body).toBe('one\r\ntwo\r\nthree\r\nfour\r\n\r\n\r\nfive\r\n');
});

test('a line break in a subject is folded to a space instead of breaking the field', () => {
  const parsed = parseMailto(mailtoHref({ to: 'a@b.co', subject: 'one\r\ntwo\nthree' }));
  expect(parsed.fields.subject).toBe('one two three');
  expect(parsed.entries).toHaveLength(1);
});

test('a 5,000-character message with every hostile character round-trips whole', () => {
  const unit = 'Line & more?\r\n&cc=evil@example.com #frag %0A + "q" 🤖 नमस्ते\n';
  const body = unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000);
  const { parsed } = roundTrip('Website enquiry from Asha', body);
  expect(parsed.fields.body).toBe(crlf(body));
  expect(parsed.fields.body?.replace(/\r\n/g, '\n')).toBe(body.replace(/\r\n/g, '\n'));
});

test('half an emoji cut off by a length limit becomes a replacement character, not an error', () => {
  const cut = '🤖'.slice(0, 1);
  expect(() => encodeMailPart(cut)).not.toThrow();
  expect(roundTrip('s', `x${cut}y`).parsed.fields.body).toBe('x\uFFFDy');
});

test('encodes every character outside the RFC 3986 unreserved set', () => {
  expect(encodeMailPart("AZaz09-._~ !*'()&=?#%+/:;,@")).toBe('AZaz09-._~%20%21%2A%27%28%29%26%3D%3F%23%25%2B%2F%3A%3B%2C%40');
});

test.each([
  'a@b.co?cc=evil@x.com',
  'a@b.co&cc=evil@x.com',
  'a@b.co,evil@x.com',
  'a@b.co#x',
  'a b@c.co',
  'no-at-sign',
  'a@b@c.co',
  'a@b.co\r\nBcc: x@y.z',
  '',
])('rejects the address %j, which would smuggle a field or a recipient', (address) => {
  expect(() => mailtoHref({ to: address })).toThrow(/Not a mail address/);
});

test('rejects a draft with no recipient', () => {
  expect(() => mailtoHref({ to: [] })).toThrow(/at least one address/);
});

test('the parser sees fields an attacker would add, so the tests above would catch them', () => {
  const parsed = parseMailto('mailto:a@b.co?subject=x&cc=evil%40x.com&body=y#frag');
  expect(parsed.entries.map(([key]) => key)).toEqual(['subject', 'cc', 'body']);
  expect(parsed.fragment).toBe('frag');
});

test('a 20,000-character message is cut to a link mail apps open whole, ending with the note', () => {
  const message = 'Our hospital wants to pilot Tara Care on two wards. '.repeat(400).slice(0, 20_000);
  expect(message).toHaveLength(20_000);
  const draft = { to: 'info@ihubrobotics.com', subject: 'Website enquiry from Asha', body: `Name: Asha\nEmail: asha@example.com\n\n${message}` };
  expect(mailtoHref(draft).length).toBeGreaterThan(25_000);
  const note = '[The full text was copied to your clipboard.]';
  const fitted = fitMailDraft(draft, note);
  const href = mailtoHref(fitted);
  expect(href.length).toBeLessThanOrEqual(SAFE_MAILTO_LENGTH);
  expect(href.length).toBeGreaterThan(SAFE_MAILTO_LENGTH - 60);
  const body = parseMailto(href).fields.body!;
  expect(body.startsWith('Name: Asha\r\nEmail: asha@example.com\r\n\r\nOur hospital wants')).toBe(true);
  expect(body.endsWith(`\r\n\r\n${note}`)).toBe(true);
  expect(parseMailto(href).fields.subject).toBe('Website enquiry from Asha');
});

test('a draft that fits is left as it is, and a cut never splits a character', () => {
  const short = { to: 'info@ihubrobotics.com', subject: 'Hi', body: 'Short.' };
  expect(fitMailDraft(short, 'note')).toBe(short);
  const emoji = { to: 'info@ihubrobotics.com', body: '🤖'.repeat(2000) };
  const body = parseMailto(mailtoHref(fitMailDraft(emoji, 'note'))).fields.body!;
  expect(body.replace(/\r\n\r\nnote$/, '')).toMatch(/^(🤖)+$/u);
});
