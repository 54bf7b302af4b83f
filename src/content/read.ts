/** Reads and validates content files from disk. Used by the content check and the loaders. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { resolveFactsDeep } from './facts';
import { factTable, PRODUCTS_DIR } from './products.server';
import { parseSource, type Problem, type SourceFile } from './source';
import { validate } from './validate';

export type Entry<T> = { file: string; source: SourceFile; data: T };
export type ReadResult<T> = { ok: true; entry: Entry<T> } | { ok: false; problems: Problem[] };

export function readEntry<S extends z.core.$ZodType>(root: string, file: string, schema: S): ReadResult<z.output<S>> {
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    return { ok: false, problems: [{ file, line: 1, field: '(file)', message: 'the file is missing' }] };
  }
  const parsed = parseSource(file, text);
  // Quoted product figures ([[tara-greet.weight]]) are validated as the visitor will read them.
  const source = file.startsWith(`${PRODUCTS_DIR}/`) || parsed.data === undefined ? parsed : { ...parsed, data: resolveFactsDeep(parsed.data, factTable(root)) };
  const result = validate(schema, source);
  return result.ok ? { ok: true, entry: { file, source, data: result.data } } : { ok: false, problems: result.problems };
}

/** Relative paths of the .mdx files in a collection folder, sorted. */
export function listCollection(root: string, dir: string, ext = '.mdx'): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith(ext)).sort().map((name) => `${dir}/${name}`);
}

export function formatProblem(problem: Problem): string {
  const place = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return `${place} ${problem.field} — ${problem.message}`;
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`Content problems:\n${problems.map(formatProblem).join('\n')}\nRun "npm run content:check" for the full list.`);
    this.name = 'ContentError';
  }
}
