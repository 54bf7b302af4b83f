/** What this site takes as an e-mail address in its forms (contact, newsletter). */

/** The longest address mail can carry: a path is at most 256 octets with its brackets (RFC 5321 §4.5.3.1.3). */
export const MAX_ADDRESS_LENGTH = 254;

/** "Looks like an address": something, one @, a domain with a dot, no spaces, and not longer than mail allows. */
export function looksLikeEmail(value: string): boolean {
  return value.length <= MAX_ADDRESS_LENGTH && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value);
}
