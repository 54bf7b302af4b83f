/**
 * The content check's field rules, run in the editor on the file about to be saved: the same
 * schemas, the same product figures filled in, the same messages with file, line and field
 * (src/content/validate.ts). What needs the whole repository (links that resolve, images that
 * exist, unique slugs, a translation's shape against its English page) is the pull request's
 * check; an editor refuses only what the file itself gets wrong.
 */
import type { z } from 'zod';
import { collections } from '~/content/collections';
import { isolateForRtl, resolveFactsDeep, type FactTable } from '~/content/facts';
import { parseSource, type Problem } from '~/content/source';
import { deepMerge, isRtl, mergeProduct, TRANSLATION_OF, translatedProductSchema } from '~/content/translation';
import { validate } from '~/content/validate';
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

/** Every problem the content check would report in this file's fields (none: the file may be saved). */
export function checkFile(file: string, text: string, kind: Kind, context: CheckContext): Problem[] {
  const source = parseSource(file, text);
  if (source.problems.length) return source.problems;
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
