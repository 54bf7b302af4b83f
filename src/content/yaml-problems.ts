/**
 * Turns the `yaml` parser's errors into one plain message per mistake, at the line of the
 * mistake. The parser reports a single slip as several errors, often on the lines after it (a
 * key moved left breaks the lines that follow, an unquoted colon looks like a nested mapping),
 * so each error is first traced back to the line a writer has to change, then errors that
 * lead back to an already reported line are dropped.
 */
import type { LineCounter, YAMLError } from 'yaml';

export type YamlProblem = { line: number; key?: string; message: string };

const KEY_LINE = /^(\s*)((?:- +)*)([^\s#:"'{[-][^:#]*?|"[^"]*"|'[^']*'):(?:\s|$)/;

type Line = {
  text: string;
  indent: number;
  key?: string;
  significant: boolean;
  /** The key follows a list's `- `: it starts an item. */ dash: boolean;
  /** The column of the line's first character, its dash when it has one. */ column: number;
};

function describeLines(text: string): Line[] {
  return text.split('\n').map((raw) => {
    const textLine = raw.replace(/\r$/, '');
    const match = KEY_LINE.exec(textLine);
    const indent = match ? match[1]!.length + match[2]!.length : (/^\s*/.exec(textLine)?.[0].length ?? 0);
    const significant = textLine.trim() !== '' && !textLine.trim().startsWith('#');
    const column = /^\s*/.exec(textLine)?.[0].length ?? 0;
    return { text: textLine, indent, key: match?.[3]?.trim(), significant, dash: Boolean(match?.[2]), column };
  });
}

/** Codes the parser gives for a block that does not line up (and for what follows from it). */
const STRUCTURE = new Set(['BAD_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'UNEXPECTED_TOKEN', 'MISSING_CHAR', 'BAD_SCALAR_START']);

/** The value after `key:` on a line, when it is written without quotes. */
function plainValue(line: Line): string | undefined {
  if (!line.key) return undefined;
  const rest = line.text.slice(line.text.indexOf(`${line.key}:`) + line.key.length + 1).trim();
  if (!rest || /^["'[{|>&*!]/.test(rest)) return undefined;
  return rest;
}

/** A line whose unquoted value holds ": " (or ends with ":"), which YAML reads as a second key. */
function hasLooseColon(line: Line): boolean {
  const value = plainValue(line);
  return value !== undefined && /:(\s|$)/.test(value.replace(/\s+#.*$/, ''));
}

/** The key line between two lines indented alike whose own indentation differs: the odd one out. */
function misindented(lines: Line[], near: number): number | undefined {
  const significant = lines.map((line, index) => ({ ...line, index })).filter((line) => line.significant);
  const at = significant.findIndex((line) => line.index >= near);
  const from = Math.max(1, (at < 0 ? significant.length : at) - 8);
  const to = Math.min(significant.length - 2, at < 0 ? significant.length - 2 : at + 1);
  for (let i = to; i >= from; i -= 1) {
    const [before, line, after] = [significant[i - 1]!, significant[i]!, significant[i + 1]!];
    if (line.key && before.key && after.key && before.indent === after.indent && line.indent !== before.indent) return line.index;
  }
  // The last key of a block: the lines above it line up with each other, not with it.
  for (let i = Math.min(significant.length - 1, to + 1); i >= Math.max(2, from); i -= 1) {
    const [first, before, line] = [significant[i - 2]!, significant[i - 1]!, significant[i]!];
    if (line.key && before.key && first.key && first.indent === before.indent && line.indent > before.indent && !before.text.trimEnd().endsWith(':')) return line.index;
  }
  return undefined;
}

/** One problem per mistake, in line order. */
export function yamlProblems(text: string, errors: readonly YAMLError[], lineCounter: LineCounter): YamlProblem[] {
  const lines = describeLines(text);
  const found = new Map<number, YamlProblem>();
  /** Lines whose mistake explains the structure errors reported after them. */
  const explained: number[] = [];
  /** Lines where a list item starts without its "- " (0-based), with their indentation. */
  const newItems: { line: number; indent: number }[] = [];
  const add = (index: number, message: string) => {
    if (!found.has(index)) found.set(index, { line: index + 1, key: lines[index]?.key, message });
  };

  // Tabs and unquoted colons are plain to see on their own line, whatever the parser made of them.
  lines.forEach((line, index) => {
    if (/^ *\t/.test(line.text)) {
      add(index, 'this line is indented with a tab; indent with spaces, like the lines around it');
      explained.push(index);
    }
  });

  for (const error of errors) {
    const index = lineCounter.linePos(error.pos[0]).line - 1;
    const line = lines[index];
    if (error.code === 'TAB_AS_INDENT') continue; // reported above, from the text
    if (error.code === 'DUPLICATE_KEY' && line) {
      const first = lastIndexBefore(lines, index, (other) => other.key === line.key && other.indent === line.indent);
      // The rest of an item whose "- " is missing: its keys repeat those of the item above, reported once, where the item starts.
      if (newItems.some((start) => start.indent === line.indent && first < start.line && start.line <= index)) continue;
      if (first >= 0 && lines[first]!.dash && !line.dash && line.indent >= 2) {
        newItems.push({ line: index, indent: line.indent });
        add(index, `a new item of the list starts here: add \`- \` before \`${line.key}:\`, as at line ${first + 1} (without it, its fields are read as a second \`${line.key}\` of the item above)`);
        continue;
      }
      add(index, `\`${line.key ?? 'this key'}\` is given twice${first >= 0 ? ` (first at line ${first + 1})` : ''}; keep one of them`);
      continue;
    }
    if (error.code === 'MISSING_CHAR' && /quote/i.test(error.message)) {
      // An unclosed quote is noticed at the end of the block: point at the line that opened it.
      const at = unclosedQuote(lines, index) ?? index;
      add(at, 'a quoted value has no closing quote mark ("); end it with " on the same line');
      explained.push(at);
      continue;
    }
    if (STRUCTURE.has(error.code)) {
      const opened = unclosedQuote(lines, index);
      if (opened !== undefined) {
        add(opened, 'a quoted value has no closing quote mark ("); end it with " on the same line');
        explained.push(opened);
        continue;
      }
      if (explained.some((at) => at - 1 <= index && index - at <= 12 && !blockEndsBetween(lines, at, index))) continue;
      if (line && hasLooseColon(line)) {
        add(index, 'this text holds a colon followed by a space, which YAML reads as a new field; put this text in quotes: ' + quoted(line));
        explained.push(index);
        continue;
      }
      const dash = missingDash(lines, index);
      if (dash) {
        add(dash.index, dash.message);
        explained.push(dash.index);
        continue;
      }
      const odd = misindented(lines, index);
      if (odd !== undefined) {
        const name = lines[odd]!.key;
        add(odd, `indent \`${name}\` like the lines above it`);
        explained.push(odd);
        continue;
      }
    }
    add(index, `the YAML cannot be read here: ${firstSentence(error.message)}`);
    explained.push(index);
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}

/** `line` as it reads with the list's `- ` at `column`: what to write instead. */
const withDash = (line: Line, column: number) => `${' '.repeat(column)}- ${line.text.trim()}`;

/**
 * An item of a list whose `- ` was deleted, near the parser's error at `near`:
 * - the dash deleted and its indentation left (`  type: cta` under `  - type: hero`): the line
 *   starts at the column of the dashes above, below lines indented deeper, and names a field the
 *   item above has too (or is the line of the error);
 * - the first item without its dash (`sections:` then `    type: hero`, then `  - type: cta`):
 *   the parser stops at the first dash, a line or more below the slip.
 */
function missingDash(lines: Line[], near: number): { index: number; message: string } | undefined {
  const last = Math.min(near, lines.length - 1);
  for (let index = last; index >= Math.max(0, last - 12); index -= 1) {
    const line = lines[index]!;
    if (!line.significant || !line.key || line.dash) continue;
    const above = lastIndexBefore(lines, index, (other) => other.significant);
    if (above < 0 || lines[above]!.indent <= line.column) continue;
    const item = lastIndexBefore(lines, index, (other) => other.significant && other.column <= line.column);
    const start = lines[item];
    if (!start?.dash || start.column !== line.column) continue;
    const keys = lines.slice(item, index).filter((other) => other.key && other.indent === start.indent).map((other) => other.key);
    if (index !== near && !keys.includes(line.key)) continue;
    return {
      index,
      message: `a new item of the list starts here: add \`- \` before \`${line.key}:\`, as at line ${item + 1}: \`${withDash(line, line.column)}\` (without it, the line lines up with no field above it)`,
    };
  }
  // The first item of a list without its dash: the parser stops at the second item's.
  const first = lines.findIndex((line, index) => index >= Math.max(0, near - 1) && line.dash);
  const dashed = first >= 0 && first <= near + 1 ? first : -1;
  if (dashed < 0) return undefined;
  const column = lines[dashed]!.column;
  const parent = lastIndexBefore(lines, dashed, (other) => other.significant && other.indent <= column);
  const owner = lines[parent];
  if (!owner?.key || owner.dash || !owner.text.trimEnd().endsWith(':')) return undefined;
  const head = lines.findIndex((line, index) => index > parent && line.significant);
  const opening = lines[head];
  if (head >= dashed || !opening?.key || opening.dash || opening.indent < column) return undefined;
  return {
    index: head,
    message: `the first item of \`${owner.key}\` has no \`- \`, so the list cannot be read: write \`${withDash(opening, column)}\`, as at line ${dashed + 1} (every item of a list starts with \`- \`)`,
  };
}

/** The line at or before `index` whose value opens a double quote it never closes. */
function unclosedQuote(lines: Line[], index: number): number | undefined {
  for (let i = Math.min(index, lines.length - 1); i >= 0; i -= 1) {
    const value = lines[i]!.key ? lines[i]!.text.slice(lines[i]!.text.indexOf(`${lines[i]!.key}:`) + lines[i]!.key!.length + 1).trim() : '';
    if (value.startsWith('"') && (value.match(/(?<!\\)"/g)?.length ?? 0) % 2 === 1) return i;
  }
  return undefined;
}

/** Whether the mapping that holds line `from` has ended before line `to` (a line indented less). */
function blockEndsBetween(lines: Line[], from: number, to: number): boolean {
  const base = Math.min(lines[from]?.indent ?? 0, ...lines.slice(Math.max(0, from - 1), from).filter((l) => l.significant).map((l) => l.indent));
  return lines.slice(from + 1, to + 1).some((line) => line.significant && line.indent < base);
}

function quoted(line: Line): string {
  const value = plainValue(line) ?? '';
  return `${line.key}: "${value.replace(/"/g, '\\"')}"`;
}

function firstSentence(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/** The last line before `index` that `test` accepts, or -1. */
function lastIndexBefore(lines: Line[], index: number, test: (line: Line) => boolean): number {
  for (let i = index - 1; i >= 0; i -= 1) if (test(lines[i]!)) return i;
  return -1;
}
