/**
 * Turns a zod failure into messages a copywriter can act on: one line per field, naming the file,
 * the line, the field, what is wrong and what was expected. Union errors merge into one line.
 */
import { distance as levenshtein } from 'fastest-levenshtein';
import { z } from 'zod';
import { invisibleNote } from './invisible';
import { knownKeys } from './schema-fields';
import type { Problem, SourceFile } from './source';

type Issue = z.core.$ZodIssue;

export type Validated<T> = { ok: true; data: T } | { ok: false; problems: Problem[] };

export function validate<S extends z.core.$ZodType>(schema: S, source: SourceFile): Validated<z.output<S>> {
  if (source.problems.length) return { ok: false, problems: source.problems };
  const result = z.safeParse(schema, source.data, { error: defaultMessage });
  if (result.success) return { ok: true, data: result.data };
  const found = result.error.issues.flatMap((issue) => toProblems(issue, source, schema, []));
  // A misspelt key ("titel") also leaves the real one missing: one mistake, reported once, as the misspelling.
  const meant = new Set(found.flatMap((p) => (p.meant ? [p.meant] : [])));
  const once = found.filter((p) => !(p.missing && meant.has(p.field))).map(({ problem }) => problem);
  return { ok: false, problems: dedupe(once) };
}

/** A problem, with what deduplication needs to know of it: the field a misspelt key meant, or that a field is missing. */
type Found = { problem: Problem; field: string; meant?: string; missing?: boolean };

function toProblems(issue: Issue, source: SourceFile, schema: z.core.$ZodType, prefix: PropertyKey[]): Found[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length) {
    // Report the branch the writer most likely meant: the one with the fewest complaints.
    const best = [...issue.errors].sort((a, b) => score(a) - score(b))[0]!;
    if (best.length) return best.flatMap((inner) => toProblems(inner, source, schema, path));
  }
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const known = knownKeys(schema, path);
      const near = closest(key, known);
      const hint = near ? ` (did you mean "${near}"?)${invisibleNote(key)}` : known.length ? ` (known fields: ${known.join(', ')})` : '';
      return { ...problem(source, [...path, key], `unknown field "${key}"${hint}`), ...(near ? { meant: fieldName([...path, near]) } : {}) };
    });
  }
  const value = valueAt(source.data, path);
  if (value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    return [{ ...problem(source, path, `required field is missing (${issue.message})`), missing: true }];
  }
  // A message that already quotes the value (an unknown section type) or says how long it is needs no "got".
  const quoted = typeof value === 'string' && (issue.message.includes(JSON.stringify(value)) || (issue.code === 'too_big' && issue.message.includes(`is ${value.length} characters`)));
  const hint = issue.code === 'invalid_value' && typeof value === 'string' ? choiceHint(value, issue.values.filter((v): v is string => typeof v === 'string')) : '';
  return [problem(source, path, `${quoted ? issue.message : `${issue.message}, got ${describe(value)}`}${hint}`)];
}

function score(issues: Issue[]): number {
  // Unknown keys mean "wrong branch" more strongly than a bad value does.
  return issues.reduce((sum, issue) => sum + (issue.code === 'unrecognized_keys' ? 10 : 1), 0);
}

function problem(source: SourceFile, path: PropertyKey[], message: string): Found {
  const field = fieldName(path);
  return { problem: { file: source.file, line: source.lineOf(path), field, message }, field };
}

/**
 * A field's place as a copywriter counts: `sections[#2].items[#1].title` is the title of the
 * first item of the second section (lists are counted from 1, and "#" says so).
 */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[#${key + 1}]` : name ? `${name}.${String(key)}` : String(key)), '') || '(file)';
}

/**
 * "; write it in lower case: "funding"" or "; did you mean "feature-cards"?" for a value that is
 * not one of `choices`, or "" when none is near.
 */
export function choiceHint(value: string, choices: readonly string[]): string {
  const plain = value.replace(/[\u00A0\u202F\u2007\u2009\u200A\u3000\u200B\u2060\uFEFF\u00AD]/g, '').trim();
  const exact = choices.find((choice) => choice === plain);
  if (exact) return `; write "${exact}"`;
  const cased = choices.find((choice) => choice.toLowerCase() === plain.toLowerCase());
  if (cased) return `; ${cased === cased.toLowerCase() ? 'write it in lower case' : cased === cased.toUpperCase() ? 'write it in capitals' : 'write it with the capitals shown'}: "${cased}"`;
  const near = closest(plain, [...choices]) ?? wordOf(plain, choices);
  return near ? `; did you mean "${near}"?` : '';
}

/** The one choice of several words that holds `value` as a word, plural or not: "features" → "feature-cards". */
export function wordOf(value: string, choices: readonly string[]): string | undefined {
  const singular = (word: string) => word.toLowerCase().replace(/s$/, '');
  const holding = choices.filter((choice) => /[-_ ]/.test(choice) && choice.split(/[-_ ]/).some((word) => singular(word) === singular(value)));
  return holding.length === 1 ? holding[0] : undefined;
}

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return `${value.length > 60 ? JSON.stringify(`${value.slice(0, 57)}...`) : JSON.stringify(value)}${invisibleNote(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value === 'number' ? 'the number' : ''} ${value}`.trim();
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return 'a group of fields';
}

/** Messages for schemas that did not name their own. */
function defaultMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${friendlyType(String(issue.expected))}`;
    case 'too_small':
      return issue.origin === 'array' ? `expected at least ${String(issue.minimum)} entries` : `expected at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string' ? `expected at most ${String(issue.maximum)} characters` : `expected at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return undefined;
  }
}

function friendlyType(expected: string): string {
  const names: Record<string, string> = { string: 'text', number: 'a number', boolean: 'true or false', array: 'a list', object: 'a group of fields' };
  return names[expected] ?? expected;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = levenshtein(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.field}:${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
