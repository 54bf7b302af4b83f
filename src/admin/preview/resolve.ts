/**
 * An entry's values as the site's components receive them, gathered the way the build gathers
 * them: product figures filled in (in a right-to-left language, isolated as the check does),
 * each section validated by its kind's schema and resolved by src/content/sections.server.ts.
 * A section the schema refuses is left out of the drawing and reported with the check's message.
 */
import type { z } from 'zod';
import type { BodyPromise } from '~/content/bodies';
import { isolateForRtl, resolveFactsDeep, type FactTable } from '~/content/facts';
import { resolveSection, type AnyResolvedSection } from '~/content/sections.server';
import { section as sectionSchema } from '~/content/schemas/sections';
import type { Problem, SourceFile } from '~/content/source';
import { validate } from '~/content/validate';
import { takesBody } from '~/components/sections/Sections';
import { languages, type Lang } from '~/lib/languages';
import { formatProblem } from '~/admin/check';
import { previewBody } from './body';

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The problems `schema` finds in `data`, named from `prefix` (no lines: the file is not written yet). */
export function problemsIn(schema: z.core.$ZodType, data: unknown, prefix: string): string[] {
  const result = validate(schema, { file: '', data, body: '', bodyLine: 1, lineOf: () => 0, problems: [] });
  return result.ok
    ? []
    : result.problems.map((problem: Problem) =>
        formatProblem({ ...problem, field: prefix ? `${prefix}${problem.field === '(file)' ? '' : `.${problem.field}`}` : problem.field }).trim(),
      );
}

export type PreviewPage = { sections: AnyResolvedSection[]; body: BodyPromise | undefined; problems: string[] };

/** A page's sections and prose, ready for <Sections>; `source` is the file the save would write, for the body's lines. */
export function previewPage(data: Record<string, unknown>, lang: Lang, facts: FactTable, source?: SourceFile): PreviewPage {
  const wrap = languages[lang].dir === 'rtl' ? isolateForRtl : undefined;
  const problems: string[] = [];
  const sections: AnyResolvedSection[] = [];
  const listed = Array.isArray(data.sections) ? data.sections : [];
  listed.forEach((raw: unknown, index) => {
    const where = `sections[#${index + 1}]`; // counted from 1, as in the content check's messages
    const parsed = sectionSchema.safeParse(resolveFactsDeep(raw, facts, wrap));
    if (!parsed.success) {
      problems.push(...problemsIn(sectionSchema, resolveFactsDeep(raw, facts, wrap), where));
      return;
    }
    try {
      sections.push(resolveSection(parsed.data, lang));
    } catch (error) {
      problems.push(`${where} — ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  const text = typeof data.body === 'string' ? data.body : '';
  let body: BodyPromise | undefined;
  try {
    body = previewBody(text, facts, source);
  } catch (error) {
    problems.push(`body — ${error instanceof Error ? error.message : String(error)}`);
  }
  // A body no section shows is prose at the end of the page (src/routes/page.tsx).
  if (body && !sections.some(takesBody)) sections.push({ type: 'prose', width: 'page' });
  return { sections, body, problems };
}

/**
 * `value` with every content image that the site does not serve yet (a new upload) pointing at
 * the editor's own copy of it (`assetUrl`).
 */
export function withUploads<T>(value: T, served: ReadonlySet<string>, assetUrl: (path: string) => string): T {
  const walk = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(walk);
    if (!isRecord(item)) return item;
    const out = Object.fromEntries(Object.entries(item).map(([key, child]) => [key, walk(child)]));
    if (typeof out.src === 'string' && out.src.startsWith('/images/') && !served.has(out.src)) out.src = assetUrl(out.src);
    return out;
  };
  return walk(value) as T;
}
