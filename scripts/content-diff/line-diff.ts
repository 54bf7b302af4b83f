/** Line (and word) differences for readable text: jsdiff finds them; this shapes them into hunks. */
import { diffArrays } from 'diff';

export type Op = { kind: 'same' | 'del' | 'add'; text: string };
export type Hunk = { ops: Op[] };

/** Past this many edits two texts are unrelated: reported as replaced, not searched for seconds. */
const MAX_EDITS = 2000;

/** Edit script turning `a` into `b` (jsdiff's Myers diff); removals come before additions in a changed run. */
export function diff(a: readonly string[], b: readonly string[]): Op[] {
  const changes = diffArrays([...a], [...b], { maxEditLength: MAX_EDITS });
  if (!changes) return [...a.map((text): Op => ({ kind: 'del', text })), ...b.map((text): Op => ({ kind: 'add', text }))];
  return changes.flatMap((change) => change.value.map((text): Op => ({ kind: change.added ? 'add' : change.removed ? 'del' : 'same', text })));
}

/** Changed runs with `context` unchanged lines around them. */
export function hunks(ops: readonly Op[], context = 2): Hunk[] {
  const changed = ops.map((op, index) => (op.kind === 'same' ? -1 : index)).filter((index) => index >= 0);
  const out: Hunk[] = [];
  let from = -1;
  let to = -1;
  for (const index of changed) {
    if (from >= 0 && index - context <= to + context + 1) to = index;
    else {
      if (from >= 0) out.push({ ops: ops.slice(Math.max(0, from - context), to + context + 1) });
      from = index;
      to = index;
    }
  }
  if (from >= 0) out.push({ ops: ops.slice(Math.max(0, from - context), to + context + 1) });
  return out;
}

/** Word-level diff of two lines, for highlighting what changed inside a line. */
export function wordDiff(before: string, after: string): Op[] {
  const split = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];
  return diff(split(before), split(after));
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const LATIN = /[A-Za-z]/g;

/**
 * A line holding Arabic, isolated so that its direction stays its own beside the "- "/"+ " sign
 * and the lines around it (issue 45): a right-to-left isolate (U+2067 … U+2069) when it is mostly
 * Arabic, else a first-strong isolate (U+2068 … U+2069). A line without Arabic is returned as it is.
 */
export function isolateLine(text: string): string {
  const arabic = text.match(ARABIC)?.length ?? 0;
  if (!arabic) return text;
  const latin = text.match(LATIN)?.length ?? 0;
  return `${arabic >= latin ? '\u2067' : '\u2068'}${text}\u2069`;
}

/** Unified text: "  same", "- removed", "+ added", with "…" between hunks; Arabic lines isolated. */
export function unified(ops: readonly Op[], context = 2): string[] {
  return hunks(ops, context).flatMap((hunk, index) => [
    ...(index ? ['…'] : []),
    ...hunk.ops.map((op) => `${op.kind === 'same' ? ' ' : op.kind === 'del' ? '-' : '+'} ${isolateLine(op.text)}`),
  ]);
}
