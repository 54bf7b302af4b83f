/**
 * The one mail-draft builder every call to action uses (RFC 6068).
 *
 * Every part is percent-encoded as UTF-8 with only RFC 3986 unreserved characters left bare, so
 * no input can add a header (`&cc=`), end a field (`?`, `#`, `&`), or be decoded twice (`%0A`).
 * Line breaks are normalised to CRLF as the RFC asks, so drafts keep the visitor's lines.
 */
export type MailDraft = {
  to: string | readonly string[];
  subject?: string;
  body?: string;
};

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes everything but RFC 3986 unreserved characters. */
export function encodeMailPart(value: string): string {
  let out = '';
  for (const char of value) {
    if (UNRESERVED.test(char)) out += char;
    else for (const byte of new TextEncoder().encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function normaliseLines(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

export function mailtoHref({ to, subject, body }: MailDraft): string {
  const recipients = (typeof to === 'string' ? [to] : [...to]).map((address) => {
    if (!/^[^\s@,?&#%]+@[^\s@,?&#%]+$/.test(address)) throw new Error(`Not a mail address: ${JSON.stringify(address)}`);
    // Keep "@" readable; encode anything else outside the unreserved set.
    return address.split('@').map(encodeMailPart).join('@');
  });
  const fields: string[] = [];
  // Subjects are one line: a line break there would be folded by mail clients anyway.
  if (subject) fields.push(`subject=${encodeMailPart(subject.replace(/[\r\n]+/g, ' '))}`);
  if (body) fields.push(`body=${encodeMailPart(normaliseLines(body))}`);
  return `mailto:${recipients.join(',')}${fields.length ? `?${fields.join('&')}` : ''}`;
}

/** Reads a mailto URI back into its parts (used by tests and the contact form's fallback). */
export function parseMailto(href: string): { to: string[]; fields: Record<string, string> } {
  if (!href.startsWith('mailto:')) throw new Error('Not a mailto URI');
  const [address = '', query = ''] = href.slice('mailto:'.length).split('?', 2);
  const fields: Record<string, string> = {};
  for (const pair of query ? query.split('&') : []) {
    const [key = '', value = ''] = pair.split('=', 2);
    fields[decodeURIComponent(key).toLowerCase()] = decodeURIComponent(value);
  }
  return { to: address ? address.split(',').map(decodeURIComponent) : [], fields };
}
