/** Reads and validates content files from disk. Used by the content check and the loaders. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { resolveFactsDeep } from './facts';
import { factTable, PRODUCTS_DIR } from './products.server';
import { parseSource, type Problem, type SourceFile } from './source';
import { validate } from './validate';

export type Entry<T> = { file: string; source: SourceFile; data: T };
export type ReadResult<T> = { ok: true; entry: Entry<T> } | { ok: false; problems: Problem[] };

/** A file as the check sees it: what it holds (even when invalid) and every problem of its fields. */
export type Inspected<T> = { file: string; source: SourceFile; data: T | undefined; problems: Problem[] };

/** Folders whose items take their address from their file name (`content/news/<slug>.mdx`). */
const ITEM_DIRS = ['content/news/', 'content/careers/'];

/** The slug of a collection item: its file name. */
export const slugOf = (file: string) => basename(file).replace(/\.mdx?$/, '');

export function inspectEntry<S extends z.core.$ZodType>(root: string, file: string, schema: S): Inspected<z.output<S>> {
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    const source = parseSource(file, '');
    return { file, source, data: undefined, problems: [{ file, line: 1, field: '(file)', message: 'the file is missing' }] };
  }
  let parsed = parseSource(file, text);
  const problems: Problem[] = [];
  // An item's address is its file name; a `slug` field would be a second source that could disagree.
  if (ITEM_DIRS.some((dir) => file.startsWith(dir)) && parsed.data && typeof parsed.data === 'object' && 'slug' in parsed.data) {
    const { slug, ...rest } = parsed.data;
    problems.push({
      file,
      line: parsed.lineOf(['slug']),
      field: 'slug',
      message: `delete this line: the address comes from the file name (${slugOf(file)})${slug === slugOf(file) ? '' : `; to use "${String(slug)}", rename the file to ${String(slug)}.mdx`}`,
    });
    parsed = { ...parsed, data: rest };
  }
  // Quoted product figures ([[tara-greet.weight]]) are validated as the visitor will read them.
  const source = file.startsWith(`${PRODUCTS_DIR}/`) || parsed.data === undefined ? parsed : { ...parsed, data: resolveFactsDeep(parsed.data, factTable(root)) };
  const result = validate(schema, source);
  if (result.ok && !problems.length) return { file, source, data: result.data, problems };
  return { file, source, data: result.ok ? result.data : undefined, problems: [...problems, ...(result.ok ? [] : result.problems)] };
}

export function readEntry<S extends z.core.$ZodType>(root: string, file: string, schema: S): ReadResult<z.output<S>> {
  const { source, data, problems } = inspectEntry(root, file, schema);
  return data !== undefined && !problems.length ? { ok: true, entry: { file, source, data } } : { ok: false, problems };
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
