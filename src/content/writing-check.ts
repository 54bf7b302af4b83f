/**
 * How figures are written (issue 43, docs/decisions/3350), in every field and body of content/,
 * product files included:
 *
 * - a unit stands apart from its number, as SI writes it: "25 kg", "5 km", "172 cm", never
 *   "25kg" (a figure then reads one way on every page, and lib/units.ts keeps it on one line);
 * - in Arabic, a range of numbers is written in words ("6 إلى 8", "من 6 إلى 12"), never with a
 *   dash: a dash between two numbers is drawn left to right in some places (a value isolated in
 *   a card) and right to left in others (a sentence), so one page would show ranges both ways;
 * - in Arabic, "حتى" (up to) opens a value shown alone ("حتى 12 مترًا" in a spec row); after a noun
 *   of extent in a sentence ("بمدى حتى 12 مترًا", "على بُعد حتى …") it is a word-for-word copy of
 *   "a range up to", which a native writer says "بمدى يصل إلى 12 مترًا" (issue 43, docs/decisions/3501).
 *   A sentence is read with its quoted figures (`[[product.key]]`) filled in, as the page shows it.
 *
 * Each mistake is reported at its line with the text to write instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveFacts, type FactTable } from './facts';
import { factTable } from './products.server';
import { isRtl, langOfFile } from './translation';
import { texts } from './figure-check';
import { parseSource, type Problem, type SourceFile } from './source';
import { fieldName } from './validate';

/** Unit symbols written against their number: the metric ones the site uses, and hours. */
const UNIT_SYMBOLS = ['kg', 'km', 'cm', 'mm', 'm', 'g', 'h', 'N·m', 'N.m', 'Nm', 'كغ', 'كم', 'سم', 'م'];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A number with a unit symbol against it ("25kg", "12h+", "5km"); not a name like "4K", "5G" or "A4". */
const GLUED = new RegExp(
  `(?<![\\p{L}\\p{N}_./-])([0-9]+(?:[.,][0-9]+)?)(${UNIT_SYMBOLS.map(escape)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);
/** Two numbers joined by a dash ("6-8", "6 – 12"), not part of a longer token (a date, a phone number, a path). */
const DASH_RANGE = /(?<![\p{L}\p{N}_./:+-])([0-9٠-٩]+(?:[.,][0-9٠-٩]+)?)\s*[-–—]\s*([0-9٠-٩]+(?:[.,][0-9٠-٩]+)?)(?![\p{L}\p{N}_./-])/gu;

/** A noun of extent ("بمدى", "لمسافة", "على بُعد") with "حتى" and a number after it. */
const EXTENT_UP_TO = /(?<![\p{L}\p{M}])((?:ب|ل)?(?:مدى|مسافة|بُعد|بعد))[\s\u00A0]+حتى(?=[\s\u00A0]+[\u2066-\u2069]*[0-9٠-٩])/gu;

/** The problems of one text, each reported through `at`; an Arabic text's quoted figures filled in from `facts`. */
function textProblems(text: string, rtl: boolean, at: (message: string) => Problem, facts?: FactTable): Problem[] {
  const problems: Problem[] = [];
  for (const match of text.matchAll(GLUED)) {
    const [whole, number, unit] = match;
    problems.push(at(`"${whole}": write a space between a number and its unit, as SI does: "${number} ${unit}"`));
  }
  if (rtl) {
    for (const match of text.matchAll(DASH_RANGE)) {
      const [whole, from, to] = match;
      problems.push(
        at(
          `"${whole.trim()}": in Arabic write a range in words, "${from} إلى ${to}" (or "من ${from} إلى ${to}"); a dash between numbers is drawn left to right in some places and right to left in others`,
        ),
      );
    }
    const shown = facts ? resolveFacts(text, facts) : text;
    for (const match of shown.matchAll(EXTENT_UP_TO)) {
      const [, noun = ''] = match;
      // "مسافة" is feminine: "لمسافة تصل إلى".
      const reaches = noun.includes('مسافة') ? 'تصل' : 'يصل';
      problems.push(
        at(
          `"${noun} حتى": "حتى" after a noun copies "up to" word for word; write "${noun} ${reaches} إلى" (or quote a value that does not open with "حتى")`,
        ),
      );
    }
  }
  return problems;
}

/** Keys whose values are addresses or settings, never words a visitor reads. */
const NOT_WORDS = /^(src|href|embedUrl|watchUrl|externalUrl|file|download|translationOf|socialImage|url|dial|mail|subject)$/;

/** How every figure in `files` is written: units apart from their numbers, and Arabic ranges in words. */
export function writingProblems(root: string, files: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  for (const file of files) {
    let source: SourceFile;
    try {
      source = parseSource(file, readFileSync(join(root, file), 'utf8'));
    } catch {
      continue;
    }
    const lang = langOfFile(file);
    const rtl = lang !== undefined && isRtl(lang);
    const facts = rtl ? factTable(root, lang) : undefined;
    for (const { path, text } of texts(source.data)) {
      if (path.some((key) => typeof key === 'string' && NOT_WORDS.test(key))) continue;
      problems.push(...textProblems(text, rtl, (message) => ({ file, line: source.lineOf(path), field: fieldName(path), message }), facts));
    }
    let fenced = false;
    source.body.split('\n').forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      // Link addresses and image paths are not words.
      const words = line.replace(/\]\([^)]*\)/g, ']').replace(/\b(?:href|src)="[^"]*"/g, '');
      problems.push(...textProblems(words, rtl, (message) => ({ file, line: source.bodyLine + index, field: 'body', message }), facts));
    });
  }
  return problems;
}
