/**
 * The content check's rules for one file, run in the editor on the file about to be saved and
 * in its preview: the same schemas, the same product figures filled in, the same messages with
 * file, line and field (src/content/validate.ts), and the same body reader (src/content/body.ts:
 * the safe subset of MDX, MDX that cannot be read, unclosed bold, images outside /images/,
 * headings out of order, figures quoted by a reference that names nothing). What needs the whole
 * repository (links that resolve, images that exist, unique slugs, figures typed by hand, a
 * translation's shape against its English page) is the pull request's check; an editor refuses
 * what the file itself gets wrong.
 */
import type { z } from 'zod';
import { collections } from '~/content/collections';
import { factProblems, isolateForRtl, resolveFacts, resolveFactsDeep, type FactTable } from '~/content/facts';
import { parseSource, type Problem, type SourceFile } from '~/content/source';
import { deepMerge, isRtl, mergeProduct, TRANSLATION_OF, translatedProductSchema } from '~/content/translation';
import { fieldName, validate } from '~/content/validate';
import type { Lang } from '~/lib/languages';

/** What the check knows beyond the file: the product figures and, for a translation, its English file's values. */
export type CheckContext = {
  facts: (lang: Lang | undefined) => FactTable;
  /** The English file a partial translation (site settings, a product's texts) is merged onto. */
  english?: unknown;
};

/** The kind of content a collection holds (src/content/collections.ts), and whether its files are a translation. */
export type Kind = { collection: keyof typeof collections; lang?: Lang };

/** `content/news/x.mdx:4 date — expected a date like 2024-05-12, got "12 May"`, as `npm run content:check` prints it. */
export function formatProblem(problem: Problem): string {
  return `${problem.line ? `${problem.file}:${problem.line}` : problem.file} ${problem.field} — ${problem.message}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Every problem the content check would report in this file, fields and body (none: the file may be saved). */
export async function checkFile(file: string, text: string, kind: Kind, context: CheckContext): Promise<Problem[]> {
  const source = parseSource(file, text);
  if (source.problems.length) return source.problems;
  const facts = context.facts(kind.lang);
  const body = kind.collection === 'pages' || kind.collection === 'news' || kind.collection === 'careers' ? await checkBody(source, facts) : [];
  // As the check orders them: top to bottom, a field's own problem before a reference in it.
  return [...checkFields(source, kind, context), ...fieldReferences(source, facts), ...body]
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => (a.problem.line ?? 0) - (b.problem.line ?? 0) || a.index - b.index)
    .map(({ problem }) => problem);
}

/** Every `[[product.spec]]` in the fields that names no product or spec (they are left as written when fields are read). */
function fieldReferences(source: SourceFile, facts: FactTable): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string')
      for (const message of factProblems(value, facts))
        problems.push({ file: source.file, line: source.lineOf(path), field: fieldName(path), message });
    else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
    else if (isRecord(value)) for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(source.data, []);
  return problems;
}

/**
 * The problems of a file's body, as the content check reads it: figures filled in, then the body
 * reader, whose MDX parser loads with the first body checked (not with the editor).
 */
export async function checkBody(source: SourceFile, facts: FactTable): Promise<Problem[]> {
  if (!source.body.trim()) return [];
  const { readBody } = await import('~/content/body');
  const references = source.body
    .split('\n')
    .flatMap((line, index) =>
      factProblems(line, facts).map((message) => ({ file: source.file, line: source.bodyLine + index, field: 'body', message })),
    );
  return [...readBody(source, resolveFacts(source.body, facts), facts).problems, ...references];
}

/** The problems of a file's fields. */
function checkFields(source: SourceFile, kind: Kind, context: CheckContext): Problem[] {
  if (!isRecord(source.data)) return problemsOf(collections[kind.collection].schema, source);
  // The stamp is the translation's own bookkeeping, compared by the check across files.
  const fields = Object.fromEntries(Object.entries(source.data).filter(([key]) => key !== TRANSLATION_OF));
  const facts = context.facts(kind.lang);
  const wrap = kind.lang && isRtl(kind.lang) ? isolateForRtl : undefined;
  if (!kind.lang) {
    // A product file holds the figures; it quotes none.
    const data = kind.collection === 'products' ? source.data : resolveFactsDeep(source.data, facts);
    return problemsOf(collections[kind.collection].schema, { ...source, data });
  }
  if (kind.collection === 'pages') return problemsOf(collections.pages.schema, { ...source, data: resolveFactsDeep(fields, facts, wrap) });
  if (kind.collection === 'products') {
    const own = problemsOf(translatedProductSchema, { ...source, data: fields });
    if (own.length || context.english === undefined) return own;
    return ownFields(problemsOf(collections.products.schema, { ...source, data: mergeProduct(context.english, fields) }), fields);
  }
  if (kind.collection === 'site' && context.english !== undefined) {
    const merged = resolveFactsDeep(deepMerge(context.english, fields), facts, wrap);
    return ownFields(problemsOf(collections.site.schema, { ...source, data: merged }), fields);
  }
  return [];
}

function problemsOf(schema: z.core.$ZodType, source: Parameters<typeof validate>[1]): Problem[] {
  const result = validate(schema, source);
  return result.ok ? [] : result.problems;
}

/** Only the problems of fields the translation itself gives: the English file's own are reported there. */
function ownFields(problems: Problem[], fields: Record<string, unknown>): Problem[] {
  return problems.filter((problem) => Object.hasOwn(fields, problem.field.split(/[.[]/)[0]!));
}
