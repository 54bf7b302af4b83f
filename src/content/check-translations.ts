/**
 * The content check's rules for translations (content/<lang>/, docs/decisions/1800):
 *
 * - problems (they fail the build): a translated page must translate an English page and keep
 *   its shape (the same sections, of the same kinds, in the same order) and every value that is
 *   not text for visitors (section kinds, icons, images, tones, products, mailboxes, mail
 *   subjects, downloads, links, ids, settings) exactly as the English file has it;
 * - warnings (listed, shown by CI, never failing): a translation whose English file changed since
 *   it was stamped (`translationOf`), a translation without a stamp, and each interface string
 *   (site settings under header, menu, footer and ui; a page's texts) the English file has and
 *   the translation lacks, so the page shows it in English.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffArrays } from 'diff';
import { parseSource, type Problem, type SourceFile } from './source';
import { stampedText } from './stamped-text.server';
import { englishFileOf, sourceStamp, STAMP, stampAdvice, TRANSLATION_OF } from './translation';
import { fieldName } from './validate';

/** Keys whose values are settings, addresses or names the site matches on: a translation keeps them as they are. */
export const KEPT_KEYS = new Set(['type', 'id', 'icon', 'glyph', 'src', 'tone', 'product', 'products', 'spec', 'mail', 'subject', 'download', 'href', 'scrollTopAfter', 'structuredData', 'ogType', 'aliases', 'redirects', 'brand', 'layout', 'style', 'width', 'backdrop', 'claims', 'prose', 'from', 'total']);

/** Kept keys that name a group of settings as a whole; under any other kept key, a group (`mail: { subject, nameLabel }`, `fields: { subject: { label } }`) holds texts too, and only its kept keys are kept. */
const KEPT_GROUPS = new Set(['structuredData', 'download', 'spec', 'products']);

/** Whether `key` holding `value` is kept as it is in a translation. */
const kept = (key: string, value: unknown) => KEPT_KEYS.has(key) && (!isRecord(value) || KEPT_GROUPS.has(key));

/** The site settings whose texts visitors read on every page. */
const INTERFACE_KEYS = ['header', 'menu', 'footer', 'ui'];

type Path = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function at(source: SourceFile, path: Path, message: string): Problem {
  return { file: source.file, line: source.lineOf(path), field: fieldName(path), message };
}

/** The English file's source as written (figures not filled in), or undefined when it cannot be read. */
function englishSource(root: string, file: string): SourceFile | undefined {
  try {
    return parseSource(file, readFileSync(join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every text (string leaf) under `value`, with its path, `[[figure]]` references included. */
function texts(value: unknown, path: Path = []): { path: Path; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, [...path, i]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => (kept(key, item) ? [] : texts(item, [...path, key])));
  return [];
}

const has = (value: unknown, path: Path): boolean => {
  let node = value;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = node[key];
    else if (isRecord(node) && typeof key === 'string') node = node[key];
    else return false;
    if (node === undefined || node === null) return false;
  }
  return true;
};

const short = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/**
 * A translated page keeps the English page's sections (kinds, order) and every kept value.
 * Walks both files side by side; reports each difference once, at the translation's line.
 */
export function shapeProblems(translation: SourceFile, english: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const compare = (mine: unknown, theirs: unknown, path: Path) => {
    if (Array.isArray(theirs) && Array.isArray(mine)) {
      if (path.at(-1) === 'sections' && mine.length !== theirs.length) {
        problems.push(at(translation, path, `expected the ${theirs.length} sections of ${english.file} in the same order, found ${mine.length}; translate each section, add or remove none`));
        return;
      }
      mine.forEach((item, i) => i < theirs.length && compare(item, theirs[i], [...path, i]));
      // What the translation adds: a button, a link or an image its English page does not show.
      for (let i = theirs.length; i < mine.length; i += 1) {
        problems.push(
          at(
            translation,
            [...path, i],
            `${describeItem(mine[i], path)} that ${english.file}${theirs.length ? ` (${theirs.length} at ${english.file}:${english.lineOf(path)})` : ''} does not have: a translation shows what its English page shows; delete it here, or add it to the English page first`,
          ),
        );
      }
      return;
    }
    if (!isRecord(theirs) || !isRecord(mine)) return;
    // A kept value only the translation has (an image, a link): the English page shows none.
    for (const [key, value] of Object.entries(mine)) {
      if (key === TRANSLATION_OF || (path.length === 0 && (key === 'aliases' || key === 'redirects'))) continue;
      if (!(key in theirs) && kept(key, value) && ['src', 'href', 'download', 'mail'].includes(key)) {
        problems.push(at(translation, [...path, key], `${key} ${JSON.stringify(value)} is only in the translation; ${english.file} has no ${key} here: delete it, or add it to the English page first`));
      }
    }
    for (const [key, value] of Object.entries(theirs)) {
      // English addresses of the page: a translation is served at its own address only.
      if (path.length === 0 && (key === 'aliases' || key === 'redirects')) continue;
      if (kept(key, value) && !Object.is(JSON.stringify(mine[key]), JSON.stringify(value))) {
        problems.push(at(translation, [...path, key], `expected ${JSON.stringify(value)} as in ${english.file} (${key} is kept as it is in a translation), got ${mine[key] === undefined ? 'nothing' : JSON.stringify(mine[key])}`));
        // A different section kind makes the rest of that section incomparable.
        if (key === 'type') return;
      } else if (!kept(key, value)) compare(mine[key], value, [...path, key]);
    }
  };
  compare(translation.data, english.data, []);
  return problems;
}

/** The item of a list as a reader names it: `a button "Book a demo" (/contact)`, `an image "…"`, `an item`. */
export function describeItem(item: unknown, path: Path): string {
  const list = String(path.at(-1) ?? '');
  if (!isRecord(item)) return typeof item === 'string' ? `an item ${short(item)}` : 'an item';
  const words = [item.label, item.title, item.name, item.alt, item.heading, item.question].find((value): value is string => typeof value === 'string');
  const target = [item.href, item.download, item.src].find((value): value is string => typeof value === 'string') ?? (typeof item.mail === 'string' ? `mail to ${item.mail}` : undefined);
  const kind = list === 'actions' || list === 'buttons' ? 'a button' : item.src !== undefined || isRecord(item.image) ? 'an image' : item.href !== undefined ? 'a link' : list === 'sections' ? 'a section' : 'an item';
  return `${kind}${words ? ` ${short(words)}` : ''}${target ? ` (${target})` : ''}`;
}

/** The warnings of one translated file: its stamp, and the texts the English file has that it lacks. */
export function translationWarnings(root: string, translation: SourceFile): Problem[] {
  const englishFile = englishFileOf(translation.file);
  const english = englishSource(root, englishFile);
  if (!english) return [];
  const warnings: Problem[] = [];
  const own = isRecord(translation.data) ? translation.data : {};
  // The stamp as written (the check reads the file's other fields without it).
  const written = englishSource(root, translation.file)?.data;
  const stamp = isRecord(written) ? written[TRANSLATION_OF] : undefined;
  const current = sourceStamp(readFileSync(join(root, englishFile)));
  if (stamp === undefined) {
    warnings.push({ file: translation.file, line: 1, field: TRANSLATION_OF, message: `no ${TRANSLATION_OF}: cannot tell whether ${englishFile} changed since it was translated; ${stampAdvice(translation.file, current, false)}` });
  } else if (typeof stamp === 'string' && STAMP.test(stamp) && stamp !== current) {
    const before = stampedText(root, englishFile, stamp);
    const now = readFileSync(join(root, englishFile), 'utf8');
    warnings.push({
      file: translation.file,
      line: translation.lineOf([TRANSLATION_OF]),
      field: TRANSLATION_OF,
      message:
        before === undefined
          ? `${englishFile} changed since this was translated (translated from ${stamp}, now ${current}); the text it was translated from is in no commit of this repository, so compare the translation with ${englishFile} as it is, update it, then ${stampAdvice(translation.file, current, true)}`
          : `${englishFile} changed since this was translated; the English lines that changed (- as translated, + as now):\n${changedLines(before, now).join('\n')}\n  Update the translation to match, then ${stampAdvice(translation.file, current, true)}`,
    });
  }
  const isSite = englishFile === 'content/site.yaml';
  const isPage = englishFile.startsWith('content/pages/');
  if (!isSite && !isPage) return warnings;
  const wanted = texts(english.data).filter(({ path }) => !isSite || INTERFACE_KEYS.includes(String(path[0])));
  /** Items of the English page's lists the translated page lacks, each named once. */
  const lacking = new Set<string>();
  for (const { path, text } of wanted) {
    // A list the translation gives replaces the English list whole: its own items are what shows.
    const list = path.findIndex((key) => typeof key === 'number');
    if (isSite && list > 0 && has(own, path.slice(0, list))) {
      if (!has(own, path) && has(own, path.slice(0, list + 1))) warnings.push(missing(translation, english, path, text, false));
      continue;
    }
    // A page is shown as its translation has it (nothing is taken from the English page): an item
    // of a list it lacks (a button, a card) is not on the page at all, named once.
    const gone = isPage ? path.findIndex((key, i) => typeof key === 'number' && has(own, path.slice(0, i)) && !has(own, path.slice(0, i + 1))) : -1;
    if (gone > 1) {
      const item = path.slice(0, gone + 1);
      const key = JSON.stringify(item);
      if (!lacking.has(key)) {
        lacking.add(key);
        warnings.push(missingItem(translation, english, item));
      }
      continue;
    }
    if (!has(own, path)) warnings.push(missing(translation, english, path, text, isPage));
  }
  return warnings;
}

function missingItem(translation: SourceFile, english: SourceFile, path: Path): Problem {
  const item = valueAt(english.data, path);
  return {
    file: translation.file,
    line: translation.lineOf(path),
    field: fieldName(path),
    message: `missing: ${english.file}:${english.lineOf(path)} has ${describeItem(item, path.slice(0, -1))}, which the page in this language does not show at all until it is translated here (add it to this list, translated)`,
  };
}

function valueAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const key of path) node = Array.isArray(node) && typeof key === 'number' ? node[key] : isRecord(node) && typeof key === 'string' ? node[key] : undefined;
  return node;
}

function missing(translation: SourceFile, english: SourceFile, path: Path, text: string, isPage: boolean): Problem {
  return {
    file: translation.file,
    line: translation.lineOf(path),
    field: fieldName(path),
    // Site settings are merged onto the English ones (the English text shows); a page is shown as its translation has it.
    message: `missing: ${english.file}:${english.lineOf(path)} has ${short(text)}, which ${isPage ? 'the page in this language does not show' : 'this language shows in English'} until it is translated here`,
  };
}

/** Warnings for a language with pages but no site settings of its own: every interface string shows in English. */
export function missingSiteWarning(file: string): Problem {
  return { file, line: 1, field: '(file)', message: `the file is missing: pages of this language show the menu, footer and every interface string in English; copy the texts of ${englishFileOf(file)} here and translate them` };
}

/** How many changed lines a stale translation's warning quotes; the rest are counted. */
const QUOTED_LINES = 16;

/**
 * The lines of `before` and `after` that differ, as `    line 12: - old` / `+ new`, the line
 * number that of `after` (where the change stands now). Lines only of blanks are left out.
 */
export function changedLines(before: string, after: string): string[] {
  const out: string[] = [];
  let line = 1;
  let count = 0;
  let open = false;
  for (const change of diffArrays(before.split('\n'), after.split('\n'))) {
    if (!change.added && !change.removed) {
      line += change.value.length;
      open = false;
      continue;
    }
    const start = line;
    for (const text of change.value) {
      if (change.added) line += 1;
      if (text.trim() === '') continue;
      count += 1;
      if (count > QUOTED_LINES) continue;
      if (!open) out.push(`    line ${start}:`);
      open = true;
      out.push(`      ${change.added ? '+' : '-'} ${text.trimEnd()}`);
    }
  }
  if (count > QUOTED_LINES) out.push(`    … and ${count - QUOTED_LINES} more changed lines`);
  return out;
}
