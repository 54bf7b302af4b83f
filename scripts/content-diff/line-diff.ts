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

/** Unified text: "  same", "- removed", "+ added", with "…" between hunks. */
export function unified(ops: readonly Op[], context = 2): string[] {
  return hunks(ops, context).flatMap((hunk, index) => [
    ...(index ? ['…'] : []),
    ...hunk.ops.map((op) => `${op.kind === 'same' ? ' ' : op.kind === 'del' ? '-' : '+'} ${op.text}`),
  ]);
}
