/**
 * Product figures quoted in text. Anywhere in content — a page field, a news body, the menu —
 * `[[tara-greet.weight]]` stands for the value of the spec with key "weight" in
 * content/products/tara-greet.yaml, so every figure is typed once. Pure: the table is passed in.
 */
import { isolateLatinRuns } from '../lib/bidi';
import { bindFigures } from '../lib/units';

import { closest } from './validate';

/**
 * `[[<product>.<spec key>]]`, with options: `|short` for the spec's short wording ("8 hours"
 * where the value is "8 hours continuous"), `|lower` for the figure in lower case mid-sentence.
 */
export const FACT_REFERENCE = /\[\[([a-z0-9-]+)\.([A-Za-z0-9]+)((?:\|(?:lower|short))*)\]\]/g;

/** Where a spec's short wording is kept in a fact table: beside its value, under this suffix. */
export const SHORT = '|short';

/**
 * A figure for the middle of a sentence: "Up to 5km" → "up to 5km". Only a first word that is a
 * capitalised word is lowered; an acronym or a name with capitals inside ("RFID", "LiDAR",
 * "Wi-Fi", "iHub") is left as it is.
 */
export function lowerFirst(value: string): string {
  const first = /^\S+/.exec(value)?.[0] ?? '';
  if (!/^\p{Lu}/u.test(first) || /\p{Lu}/u.test(first.slice(1))) return value;
  return value.charAt(0).toLowerCase() + value.slice(1);
}

/** Product id → spec key → value. */
export type FactTable = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Why a reference cannot be resolved, or undefined when it can. */
export function factProblem(table: FactTable, product: string, key: string): string | undefined {
  const specs = table.get(product);
  if (!specs) {
    const ids = [...table.keys()];
    const near = nearest(product, ids);
    return `[[${product}.${key}]] names no product; ${near ? `did you mean [[${near}.${key}]]? ` : ''}expected one of: ${ids.join(', ')}`;
  }
  if (!specs.has(key)) {
    const keys = [...specs.keys()].filter((name) => !name.endsWith(SHORT));
    const near = nearest(key, keys);
    return `[[${product}.${key}]]: ${product} has no spec "${key}"; ${near ? `did you mean [[${product}.${near}]]? ` : ''}${keys.length ? `expected one of: ${keys.join(', ')}` : 'its file lists no specs'}`;
  }
  return undefined;
}

/** The candidate nearest to `word` (the same letters in another case, or a near spelling), if any. */
function nearest(word: string, candidates: readonly string[]): string | undefined {
  return candidates.find((candidate) => candidate.toLowerCase() === word.toLowerCase()) ?? closest(word, [...candidates]);
}

/** How a substituted figure is written into the text around it (default: as it is). */
export type FactWrap = (value: string) => string;

/**
 * A figure filled into right-to-left plain text (a field of an Arabic file): each run of Latin
 * letters and digits in it is isolated left to right (LRI…PDI), and the rest takes the sentence's
 * direction, so "WiFi أو LAN أو 4G" keeps its order and "32+" reads as in the product file.
 * Built pages turn the isolates into `<bdi dir="ltr">` (scripts/build/bidi-markup.ts); plain
 * text that leaves the page (head, JSON-LD, search index) drops them (docs/decisions/2714).
 */
export const isolateForRtl: FactWrap = isolateLatinRuns;

/** The text with every resolvable reference replaced by its value (unresolvable ones stay, for the check to report). */
export function resolveFacts(text: string, table: FactTable, wrap?: FactWrap): string {
  if (!text.includes('[[')) return text;
  return text.replace(FACT_REFERENCE, (whole, product: string, key: string, options: string) => {
    const specs = table.get(product);
    const value = options.includes(SHORT) ? (specs?.get(`${key}${SHORT}`) ?? specs?.get(key)) : specs?.get(key);
    if (value === undefined) return whole;
    // A quoted figure never breaks across lines inside itself ("500 kg": lib/units.ts).
    const shown = bindFigures(options.includes('|lower') ? lowerFirst(value) : value);
    return wrap ? wrap(shown) : shown;
  });
}

/** Every string inside `value` resolved, keeping its shape. */
export function resolveFactsDeep<T>(value: T, table: FactTable, wrap?: FactWrap): T {
  if (typeof value === 'string') return resolveFacts(value, table, wrap) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => resolveFactsDeep(item, table, wrap)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveFactsDeep(item, table, wrap)])) as T;
  }
  return value;
}

/** Each unresolvable reference in `text`, with its problem. */
export function factProblems(text: string, table: FactTable): string[] {
  if (!text.includes('[[')) return [];
  return [...text.matchAll(FACT_REFERENCE)].flatMap((match) => factProblem(table, match[1]!, match[2]!) ?? []);
}
