/**
 * The addresses content may write (docs/decisions/3300): a path of this site
 * (`/contact`, `#specifications`, `images/x.svg`), or an address with one of the schemes
 * `https:`, `http:`, `mailto:` and `tel:`. Any other scheme (`javascript:`, `data:`,
 * `vbscript:`, `file:` …) is refused wherever an address reaches a page: a body's links, images
 * and link definitions (./safe-body.ts) and the link fields of the schemas (./schemas/fields.ts).
 * Pure; runs in the build, the check and the browser editor.
 */

/** The schemes an address may have. */
export const SAFE_SCHEMES: readonly string[] = ['https:', 'http:', 'mailto:', 'tel:'];

/**
 * The scheme of `url` as a browser reads it (lower case, with its colon), or undefined for a path.
 * A browser drops tabs and line breaks anywhere in an address and spaces or control characters
 * before it, so `java&#9;script:` is `javascript:`.
 */
export function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- the characters a browser ignores are control characters
  const read = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1]?.toLowerCase().concat(':');
}

/**
 * Why an address with a scheme content may not use is refused, and what to write instead, to
 * follow the address itself ("javascript:alert(1)" starts with …); undefined for a safe address.
 */
export function unsafeUrl(url: string): string | undefined {
  const scheme = schemeOf(url);
  if (scheme === undefined || SAFE_SCHEMES.includes(scheme)) return undefined;
  const why = scheme === 'javascript:' || scheme === 'vbscript:' ? "would run code in the visitor's browser" : 'is not an address a visitor can follow';
  return `starts with \`${scheme}\`, which ${why}; write a page of this site (\`/contact\`), a web address (\`https://…\`), an e-mail address (\`mailto:…\`) or a phone number (\`tel:…\`)`;
}
