/**
 * The one way to write a string into markup the project writes by hand (HTML, XML, Pango markup,
 * MDX). Each variant escapes only what its place needs, so text already written by the build stays
 * byte for byte what it was:
 *
 * - `escapeText`: element content (`<p>…</p>`): `&`, `<` and `>`; quotes stay as they are.
 * - `escapeAttribute`: a double-quoted attribute value, or text that may end up in one: the above and `"`.
 * - `escapeMdxText`: plain text inside an MDX document: `<`, `>`, `{` and `}` as numeric references,
 *   the characters MDX would otherwise read as a tag or an expression.
 */

const TEXT = /[&<>]/g;
const ATTRIBUTE = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const entity = (char: string) => ENTITIES[char]!;

/** `text` as HTML/XML element content: `&`, `<`, `>` escaped. */
export const escapeText = (text: string): string => text.replace(TEXT, entity);

/** `text` as a double-quoted HTML/XML attribute value (also safe as element content): `&`, `<`, `>`, `"` escaped. */
export const escapeAttribute = (text: string): string => text.replace(ATTRIBUTE, entity);

/** `text` as plain MDX text: `<`, `>`, `{`, `}` written as numeric character references (`&#60;`). */
export const escapeMdxText = (text: string): string => text.replace(/[<>{}]/g, (char) => `&#${char.codePointAt(0)};`);
