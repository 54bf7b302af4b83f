/**
 * The one mail-draft builder every call to action uses (RFC 6068).
 *
 * Every part is percent-encoded as UTF-8 with only RFC 3986 unreserved characters left bare, so
 * no input can add a header (`&cc=`), end a field (`?`, `#`, `&`, `=`), or be decoded twice
 * (`%0A` arrives as the three characters the visitor typed). Line breaks in a body are written
 * as CRLF, as the RFC asks, so drafts keep the visitor's lines; a subject is one line, so a line
 * break there becomes a space.
 */
export type MailDraft = {
  to: string | readonly string[];
  subject?: string;
  body?: string;
};

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const utf8 = new TextEncoder();

/**
 * Percent-encodes everything but RFC 3986 unreserved characters. A lone surrogate (half an
 * emoji cut off by a length limit) becomes U+FFFD instead of throwing like encodeURIComponent.
 */
export function encodeMailPart(value: string): string {
  let out = '';
  for (const char of value) {
    if (UNRESERVED.test(char)) out += char;
    else for (const byte of utf8.encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** An address we are willing to put before the "?": one local part, one domain, nothing else. */
const ADDRESS = /^[^\s@,;?&#%=<>"()\\]+@[^\s@,;?&#%=<>"()\\]+$/;

export function mailtoHref({ to, subject, body }: MailDraft): string {
  const recipients = (typeof to === 'string' ? [to] : [...to]).map((address) => {
    if (!ADDRESS.test(address)) throw new Error(`Not a mail address: ${JSON.stringify(address)}`);
    // Keep "@" readable; encode anything else outside the unreserved set.
    return address.split('@').map(encodeMailPart).join('@');
  });
  if (!recipients.length) throw new Error('A mail draft needs at least one address');
  const fields: string[] = [];
  if (subject) fields.push(`subject=${encodeMailPart(subject.replace(/\r\n|\r|\n/g, ' '))}`);
  if (body) fields.push(`body=${encodeMailPart(body.replace(/\r\n|\r|\n/g, '\r\n'))}`);
  return `mailto:${recipients.join(',')}${fields.length ? `?${fields.join('&')}` : ''}`;
}

/**
 * The longest mail link handed to a mail app. Links of about 2,000 characters open whole in
 * every browser and mail app in use; some cut or refuse longer ones (a 20,000-character
 * message makes a 34,810-character link).
 */
export const SAFE_MAILTO_LENGTH = 2000;

/** Whether a draft's link is longer than mail apps reliably open. */
export const isTooLongForMailto = (draft: MailDraft, max = SAFE_MAILTO_LENGTH) => mailtoHref(draft).length > max;

/**
 * The draft cut to fit `max` characters as a link: as much of the body as fits, whole
 * characters only, then `note` (which says where the rest is). Short drafts come back as they are.
 */
export function fitMailDraft(draft: MailDraft, note: string, max = SAFE_MAILTO_LENGTH): MailDraft {
  if (!isTooLongForMailto(draft, max)) return draft;
  const chars = [...(draft.body ?? '')];
  const withFirst = (count: number) => ({ ...draft, body: `${chars.slice(0, count).join('').trimEnd()}\n\n${note}` });
  let [fits, tooLong] = [0, chars.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (isTooLongForMailto(withFirst(middle), max)) tooLong = middle;
    else fits = middle;
  }
  return withFirst(fits);
}

export type ParsedMailto = {
  to: string[];
  /** Every header field in the order it appears, duplicates kept, names lower-cased. */
  entries: [string, string][];
  /** The same fields by name (the last one wins). */
  fields: Record<string, string>;
  /** Anything after a "#": a well-formed draft has none. */
  fragment?: string;
};

/** Reads a mailto URI back into its parts, the way a mail client would (used by tests). */
export function parseMailto(href: string): ParsedMailto {
  if (!href.startsWith('mailto:')) throw new Error('Not a mailto URI');
  let rest = href.slice('mailto:'.length);
  let fragment: string | undefined;
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    fragment = rest.slice(hash + 1);
    rest = rest.slice(0, hash);
  }
  const question = rest.indexOf('?');
  const address = question >= 0 ? rest.slice(0, question) : rest;
  const query = question >= 0 ? rest.slice(question + 1) : '';
  const entries: [string, string][] = (query ? query.split('&') : []).map((pair) => {
    const equals = pair.indexOf('=');
    const key = equals >= 0 ? pair.slice(0, equals) : pair;
    const value = equals >= 0 ? pair.slice(equals + 1) : '';
    return [decodeURIComponent(key).toLowerCase(), decodeURIComponent(value)];
  });
  return {
    to: address ? address.split(',').map(decodeURIComponent) : [],
    entries,
    fields: Object.fromEntries(entries),
    ...(fragment === undefined ? {} : { fragment }),
  };
}
