/** A small line (and word) diff for readable text: longest common subsequence, with hunks. */

export type Op = { kind: 'same' | 'del' | 'add'; text: string };
export type Hunk = { ops: Op[] };

/** Edit script turning `a` into `b`. Common head and tail are trimmed before the LCS table. */
export function diff(a: readonly string[], b: readonly string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const head: Op[] = a.slice(0, start).map((text) => ({ kind: 'same', text }));
  const tail: Op[] = a.slice(endA).map((text) => ({ kind: 'same', text }));
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  // Very long unrelated texts: report as replaced rather than spending seconds on the table.
  if (x.length * y.length > 4_000_000) {
    return [...head, ...x.map((text): Op => ({ kind: 'del', text })), ...y.map((text): Op => ({ kind: 'add', text })), ...tail];
  }
  const width = y.length + 1;
  const table = new Uint32Array((x.length + 1) * width);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      table[i * width + j] = x[i] === y[j] ? table[(i + 1) * width + j + 1]! + 1 : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const middle: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      middle.push({ kind: 'same', text: x[i]! });
      i += 1;
      j += 1;
    } else if (j < y.length && (i >= x.length || table[i * width + j + 1]! >= table[(i + 1) * width + j]!)) {
      middle.push({ kind: 'add', text: y[j]! });
      j += 1;
    } else {
      middle.push({ kind: 'del', text: x[i]! });
      i += 1;
    }
  }
  // Deletions before additions within a changed run reads best ("- old" then "+ new").
  return [...head, ...reorder(middle), ...tail];
}

function reorder(ops: Op[]): Op[] {
  const out: Op[] = [];
  let dels: Op[] = [];
  let adds: Op[] = [];
  const flush = () => {
    out.push(...dels, ...adds);
    dels = [];
    adds = [];
  };
  for (const op of ops) {
    if (op.kind === 'del') dels.push(op);
    else if (op.kind === 'add') adds.push(op);
    else {
      flush();
      out.push(op);
    }
  }
  flush();
  return out;
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
