/** Reads and validates content files from disk. Used by the content check and the loaders. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { isolateForRtl, resolveFactsDeep } from './facts';
import { factTable, PRODUCTS_DIR } from './products.server';
import { parseSource, type Problem, type SourceFile } from './source';
import { deepMerge, englishFileOf, isRtl, langOfFile, mergeProduct, STAMP, TRANSLATION_OF, translatedProductSchema } from './translation';
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
  if (langOfFile(file)) return inspectTranslated(root, file, parseSource(file, text), schema);
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

const recordOf = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined;

/**
 * A file of a translation (content/ar/…), validated as the visitor gets it: a page file as it is,
 * site settings and a product's texts merged onto their English file first; figures quoted as
 * the language writes them. Its `translationOf` stamp is taken out (the check compares it).
 * A problem is reported in the translated file, at its line, when the translation holds the
 * field; a mistake of the English file is the English file's to report.
 */
function inspectTranslated<S extends z.core.$ZodType>(root: string, file: string, parsed: SourceFile, schema: S): Inspected<z.output<S>> {
  const lang = langOfFile(file)!;
  const problems: Problem[] = [];
  const own = recordOf(parsed.data);
  if (parsed.data === undefined || !own) {
    const result = validate(schema, parsed);
    return { file, source: parsed, data: undefined, problems: result.ok ? [] : result.problems };
  }
  const { [TRANSLATION_OF]: stamp, ...fields } = own;
  if (stamp !== undefined && !(typeof stamp === 'string' && STAMP.test(stamp))) {
    problems.push({
      file,
      line: parsed.lineOf([TRANSLATION_OF]),
      field: TRANSLATION_OF,
      message: `expected the first 12 characters of \`sha256sum ${englishFileOf(file)}\` in quotes, like "4e14a72a595b" (npm run content:translated -- ${file} writes it), got ${JSON.stringify(stamp)}`,
    });
  }
  const isProduct = file.startsWith(`content/${lang}/products/`);
  const facts = factTable(root, lang);
  const data = isProduct ? fields : resolveFactsDeep(fields, facts, isRtl(lang) ? isolateForRtl : undefined);
  const source: SourceFile = { ...parsed, data };
  const english = englishFileOf(file);
  const partial = isProduct || english === 'content/site.yaml';
  if (!partial) {
    const result = validate(schema, source);
    return { file, source, data: result.ok && !problems.length ? result.data : undefined, problems: [...problems, ...(result.ok ? [] : result.problems)] };
  }
  const base = englishData(root, english);
  if (isProduct) {
    const result = validate(translatedProductSchema, source);
    if (!result.ok) problems.push(...result.problems);
    // An English product file that cannot be read is reported there, once; its specs are not known until it is fixed.
    const englishSpecs = recordOf(base)?.specs;
    if (base !== undefined) {
      const keys = new Set(
        (Array.isArray(englishSpecs) ? englishSpecs : []).flatMap((spec: unknown) => {
          const key = recordOf(spec)?.key;
          return typeof key === 'string' ? [key] : [];
        }),
      );
      for (const key of Object.keys(recordOf(fields.specs) ?? {})) {
        if (!keys.has(key)) problems.push({ file, line: parsed.lineOf(['specs', key]), field: `specs.${key}`, message: `${english} has no spec "${key}"; expected one of: ${[...keys].join(', ')}` });
      }
    }
  }
  // An English file that cannot be read is reported there; what the translation adds to it cannot be judged yet.
  if (base === undefined) return { file, source, data: undefined, problems };
  const merged = isProduct ? mergeProduct(base, fields) : resolveFactsDeep(deepMerge(base, fields), facts, isRtl(lang) ? isolateForRtl : undefined);
  const result = validate(schema, { ...source, data: merged });
  // Only the fields this file gives: the English file's own mistakes are reported there.
  const mine = result.ok ? [] : result.problems.filter((problem) => Object.hasOwn(fields, problem.field.split(/[.[]/)[0]!));
  const all = [...problems, ...mine];
  return { file, source, data: result.ok && !all.length ? result.data : undefined, problems: all };
}

/** The English file's data as written (figures not yet filled in), or undefined when it cannot be read. */
function englishData(root: string, file: string): unknown {
  try {
    return parseSource(file, readFileSync(join(root, file), 'utf8')).data;
  } catch {
    return undefined;
  }
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
