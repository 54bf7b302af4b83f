/**
 * Characters a copywriter cannot see, named where they break a file (issue 30): a byte-order
 * mark before the first `---`, a non-breaking or zero-width space where YAML or Markdown needs an
 * ordinary space, a curly quote where YAML needs a straight one. Text pasted from a word
 * processor or a web page brings them in; the parser's own message would point at the line
 * without saying what is wrong with it ("the file must start with ---" when it visibly does).
 *
 * Pure: src/content/source.ts and src/content/body.ts call these.
 */

/** Invisible characters, by code point, with the words a message uses for each. */
const NAMES: Record<string, string> = {
  '\u00A0': 'a non-breaking space (U+00A0)',
  '\u202F': 'a narrow non-breaking space (U+202F)',
  '\u2007': 'a figure space (U+2007)',
  '\u2009': 'a thin space (U+2009)',
  '\u200A': 'a hair space (U+200A)',
  '\u200B': 'a zero-width space (U+200B)',
  '\u2060': 'a word joiner (U+2060)',
  '\uFEFF': 'a byte-order mark (U+FEFF)',
  '\u00AD': 'a soft hyphen (U+00AD)',
  '\u3000': 'an ideographic space (U+3000)',
};

/** Spaces that look like a space but are not one to YAML or Markdown. */
const SPACE_LIKE = '\u00A0\u202F\u2007\u2009\u200A\u3000';
/** Characters with no width at all. */
const ZERO_WIDTH = '\u200B\u2060\uFEFF\u00AD';
const ANY = new RegExp(`[${SPACE_LIKE}${ZERO_WIDTH}]`, 'g');

export type Invisible = { char: string; name: string; index: number };

/** Every invisible character in `text`, with its index. */
export function invisibleIn(text: string): Invisible[] {
  return [...text.matchAll(ANY)].map((match) => ({ char: match[0], name: NAMES[match[0]] ?? `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, index: match.index }));
}

/** " (it holds a zero-width space at character 5)" for a value with invisible characters, else "". */
export function invisibleNote(value: string): string {
  const found = invisibleIn(value);
  if (!found.length) return '';
  const first = found[0]!;
  const more = found.length > 1 ? ` and ${found.length - 1} more` : '';
  return ` (it holds ${first.name} at character ${first.index + 1}${more}, which cannot be seen: retype it)`;
}

export const BOM = '\uFEFF';

/** The message for a file that starts with a byte-order mark: an MDX file's fields open with "---", a YAML file's do not. */
export const bomProblem = {
  mdx: 'the file starts with an invisible byte-order mark (U+FEFF) before "---"; delete the first character of the file (or save it as "UTF-8" without BOM)',
  yaml: 'the file starts with an invisible byte-order mark (U+FEFF) before its first line; delete the first character of the file (or save it as "UTF-8" without BOM)',
};

export type YamlInvisible = { line: number; column: number; key?: string; message: string };

const KEY = /^(\s*(?:-\s+)*)([^\s#:"'{[][^:#]*?):/;

/**
 * Invisible characters where YAML reads structure: in the indentation, after a list's `-`, after
 * a key's `:`, inside a key. Each is reported with its line and column, and `text` comes back
 * with them turned into ordinary spaces (or removed, when they have no width), so the rest of the
 * file is read as the writer meant and its other mistakes are found too.
 */
export function yamlInvisibles(text: string): { problems: YamlInvisible[]; text: string } {
  const problems: YamlInvisible[] = [];
  const lines = text.split('\n').map((line, index) => {
    const found = invisibleIn(line);
    if (!found.length) return line;
    const key = KEY.exec(line.replace(ANY, (char) => (SPACE_LIKE.includes(char) ? ' ' : '')));
    const indent = /^[\s\u00A0\u202F\u2007\u2009\u200A\u3000\u200B\u2060\uFEFF\u00AD-]*/.exec(line)?.[0].length ?? 0;
    const colon = key ? line.indexOf(':', key[1]!.length) : -1;
    const structural = found.filter(
      ({ index: at }) =>
        at < indent || // indentation and list dashes
        (colon >= 0 && at < colon) || // inside the key
        (colon >= 0 && /^[\s\u00A0\u202F\u2007\u2009\u200A\u3000\u200B\u2060\uFEFF\u00AD]*$/.test(line.slice(colon + 1, at + 1))), // between ":" and the value
    );
    if (!structural.length) return line;
    const first = structural[0]!;
    const where = line[first.index - 1] === '-' && first.index < indent
      ? 'after the list dash `-`'
      : colon >= 0 && first.index > colon ? `after \`${key?.[2]?.trim()}:\`` : colon >= 0 && first.index < colon && first.index >= indent ? `inside the name \`${key?.[2]?.trim()}\`` : 'in the indentation';
    problems.push({
      line: index + 1,
      column: first.index + 1,
      ...(key?.[2] ? { key: key[2].trim() } : {}),
      message: `${first.name} ${where} (column ${first.index + 1}) looks like a space but YAML does not read it as one; delete it and type an ordinary space`,
    });
    let out = line;
    for (const item of [...structural].reverse()) out = `${out.slice(0, item.index)}${SPACE_LIKE.includes(item.char) ? ' ' : ''}${out.slice(item.index + 1)}`;
    return out;
  });
  return { problems, text: lines.join('\n') };
}

const CURLY_OPEN = /^[\u201C\u201D\u201E\u2018\u2019\u201A\u00AB]/;

/**
 * The message for a YAML line whose value starts with a curly quote, when that line could not be
 * read: the writer meant to quote it (to keep a colon, say) and a word processor curled the quote.
 */
export function curlyQuoteMessage(lineText: string): string | undefined {
  const match = /^\s*(?:-\s+)?([^\s#:"'][^:#]*?):\s+(.*)$/.exec(lineText);
  const value = match?.[2]?.trim();
  if (!match || !value || !CURLY_OPEN.test(value)) return undefined;
  const inner = value.replace(/^[\u201C\u201D\u201E\u2018\u2019\u201A\u00AB]/, '').replace(/[\u201C\u201D\u2018\u2019\u00BB]$/, '');
  return `this value starts with a curly quote (${value[0]}), as a word processor types it; YAML reads only straight quotes as quotes: ${match[1]}: "${inner.replace(/"/g, '\\"')}"`;
}

/**
 * Invisible characters where Markdown reads structure in a body: before or after a heading's
 * `#`, a list's `-` or `1.`, a quote's `>`. There Markdown needs an ordinary space, so the line
 * shows its markers as text ("## Title" instead of a heading).
 */
export function bodyInvisibles(body: string): { line: number; message: string }[] {
  const spaces = `[${SPACE_LIKE}${ZERO_WIDTH}]`;
  const marker = new RegExp(`^([ \\t]*)(${spaces}*)[ \\t]*(#{1,6}|[-*+]|\\d{1,9}[.)]|>)(${spaces})`);
  const lead = new RegExp(`^[ \\t]*(${spaces})+[ \\t]*(#{1,6}|[-*+]|\\d{1,9}[.)]|>) `);
  const problems: { line: number; message: string }[] = [];
  let fenced = false;
  body.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const after = marker.exec(line);
    const before = lead.exec(line);
    if (after?.[4]) {
      const column = line.indexOf(after[4], (after[1]?.length ?? 0) + (after[2]?.length ?? 0) + after[3]!.length) + 1;
      problems.push({ line: index + 1, message: `${NAMES[after[4]] ?? 'an invisible character'} after \`${after[3]}\` (column ${column}): Markdown reads \`${after[3]}\` only before an ordinary space, so the page shows it as text; delete it and type a space` });
    } else if (before) {
      const found = invisibleIn(line)[0]!;
      problems.push({ line: index + 1, message: `${found.name} at the start of the line (column ${found.index + 1}): Markdown does not read \`${before[2]}\` after it, so the page shows it as text; delete it` });
    }
  });
  return problems;
}

const CURLY = '\u201C\u201D\u201E\u2018\u2019\u201A';

/**
 * Curly quote marks where YAML needs straight ones, in a file YAML could read: around a field's
 * name (`“title”:`, which makes a field nobody knows) or around a whole value (`title: “…”`,
 * whose quote marks would be shown as part of the text). One per line, with the line as it
 * should be written.
 */
export function curlyQuoted(text: string): { line: number; key: string; message: string }[] {
  const found: { line: number; key: string; message: string }[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    const named = new RegExp(`^(\\s*(?:-\\s+)?)([${CURLY}])([^${CURLY}:]+)([${CURLY}])\\s*:(\\s.*|)$`).exec(line);
    if (named) {
      const [, lead, open, key, close, rest] = named;
      found.push({
        line: index + 1,
        key: key!,
        message: `the name \`${open}${key}${close}\` is in curly quotes, as a word processor types them: YAML keeps them as part of the name, so it is not a field the site knows; write the name without quotes: \`${lead!.trim() ? `${lead!.trim()} ` : ''}${key}:${rest!.trimEnd()}\``,
      });
      return;
    }
    const valued = new RegExp(`^\\s*(?:-\\s+)?([^\\s#:"'${CURLY}][^:#]*?):\\s+([${CURLY}])([^${CURLY}]*)([${CURLY}])\\s*(?:#.*)?$`).exec(line);
    if (valued) {
      const [, key, open, inner, close] = valued;
      const field = key!.trim();
      found.push({
        line: index + 1,
        key: field,
        message: `the value is wrapped in curly quotes (${open}…${close}), which YAML does not read as quote marks: they become part of the ${field} and show on the page; use straight quotes or none: ${field}: "${inner!.replace(/"/g, '\\"')}"`,
      });
    }
  });
  return found;
}
