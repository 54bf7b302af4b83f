/**
 * What a change leaves for someone to do, for the content diff's report (issue 30):
 *
 * - translations it made stale: an English file it changed whose translation was up to date at
 *   the base (its `translationOf` stamp was the base file's hash) and is not restamped now;
 * - pages that still restate a figure it changed: for each product spec whose figure changed,
 *   the built pages of the working tree that still show the old figure in a text about that
 *   product (typed by hand instead of quoted as `[[product.key]]`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { translationWarnings } from '~/content/check-translations';
import { figuresIn, sameFigure, type Figure } from '~/content/figures';
import { parseSource } from '~/content/source';
import { lenientProduct } from '~/content/products.server';
import { langOfFile, sourceStamp, translatedFileOf, TRANSLATION_OF } from '~/content/translation';
import { translatedLangs } from '~/lib/languages';
import type { Snapshot } from './snapshot';

/** `lacking`: what the English page gained that the translated page does not show at all (a button, a card), as the check words it. */
export type StaleTranslation = { file: string; english: string; lacking: string[] };
export type OldFigure = { route: string; line: string; figure: string; product: string; key: string; before: string; after: string };

/** A file's bytes at a commit, or undefined when it did not exist there. */
function atCommit(cwd: string, sha: string, file: string): Buffer | undefined {
  const result = spawnSync('git', ['show', `${sha}:${file}`], { cwd, maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** Content files that differ between `sha` and the working tree. */
export function changedContent(cwd: string, sha: string): string[] {
  const result = spawnSync('git', ['diff', '--name-only', sha, '--', 'content'], { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n').filter(Boolean) : [];
}

const stampIn = (text: string | undefined) => (text ? new RegExp(`^${TRANSLATION_OF}:\\s*["']?([0-9a-f]{12})`, 'm').exec(text)?.[1] : undefined);

/** Translations that were up to date at `sha` and are out of date now, because their English file changed. */
export function staleTranslations(cwd: string, sha: string, changed = changedContent(cwd, sha)): StaleTranslation[] {
  const out: StaleTranslation[] = [];
  for (const english of changed.filter((file) => !langOfFile(file) && existsSync(join(cwd, file)))) {
    const before = atCommit(cwd, sha, english);
    if (!before) continue;
    const now = sourceStamp(readFileSync(join(cwd, english)));
    for (const lang of translatedLangs) {
      const file = translatedFileOf(lang, english);
      if (!existsSync(join(cwd, file))) continue;
      const stamp = stampIn(readFileSync(join(cwd, file), 'utf8'));
      const stampedThen = stampIn(atCommit(cwd, sha, file)?.toString('utf8'));
      if (stamp !== now && stampedThen === sourceStamp(before)) out.push({ file, english, lacking: lackingItems(cwd, file) });
    }
  }
  return out;
}

/** Items of the English page's lists (buttons, cards) the translated page does not show at all, named as the content check names them. */
function lackingItems(cwd: string, file: string): string[] {
  if (!file.endsWith('.mdx')) return [];
  const warnings = translationWarnings(cwd, parseSource(file, readFileSync(join(cwd, file), 'utf8')));
  return warnings.flatMap((warning) => {
    const said = /^missing: \S+ has (.*), which the page in this language does not show at all/.exec(warning.message)?.[1];
    return said ? [said] : [];
  });
}

type SpecFigures = { key: string; value: string; figures: Figure[] };

function specsOf(data: unknown): SpecFigures[] {
  const specs = data && typeof data === 'object' && 'specs' in data && Array.isArray(data.specs) ? (data.specs as unknown[]) : [];
  return specs.flatMap((spec) => {
    if (!spec || typeof spec !== 'object' || !('key' in spec) || !('value' in spec) || typeof spec.key !== 'string' || typeof spec.value !== 'string')
      return [];
    const short =
      'short' in spec && spec.short && typeof spec.short === 'object' && 'value' in spec.short && typeof spec.short.value === 'string'
        ? spec.short.value
        : '';
    return [{ key: spec.key, value: spec.value, figures: [...figuresIn(spec.value), ...figuresIn(short)] }];
  });
}

const nameOf = (data: unknown, fallback: string) =>
  data && typeof data === 'object' && 'name' in data && typeof data.name === 'string' ? data.name : fallback;
const pathOf = (data: unknown) => (data && typeof data === 'object' && 'path' in data && typeof data.path === 'string' ? data.path : undefined);

/**
 * Routes of the working tree's build (`head`) that still show a figure this change replaced in
 * a product file, on a line about that product (it names the product, or the page is the
 * product's page or titled after it).
 */
export function oldFigures(cwd: string, sha: string, head: ReadonlyMap<string, Snapshot>, changed = changedContent(cwd, sha)): OldFigure[] {
  const out: OldFigure[] = [];
  for (const file of changed.filter((name) => /^content\/products\/[^/]+\.yaml$/.test(name))) {
    const before = atCommit(cwd, sha, file);
    if (!before) continue;
    const old = parseDocument(before.toString('utf8'), { uniqueKeys: false }).toJS() as unknown;
    const now = lenientProduct(cwd, file);
    const id = file.replace(/^content\/products\/|\.yaml$/g, '');
    const name = nameOf(now, nameOf(old, id));
    const path = pathOf(now);
    const current = specsOf(now);
    for (const spec of specsOf(old)) {
      const after = current.find((candidate) => candidate.key === spec.key);
      const gone = spec.figures.filter((figure) => !after?.figures.some((other) => sameFigure(figure, other)));
      if (!gone.length) continue;
      for (const [route, snap] of head) {
        const pageAbout = route === path || route === `/ar${path}` || snap.meta.title.toLowerCase().includes(name.toLowerCase());
        for (const line of [snap.meta.description, ...snap.main]) {
          if (!pageAbout && !line.toLowerCase().includes(name.toLowerCase())) continue;
          const hit = figuresIn(line).find((figure) => gone.some((other) => sameFigure(figure, other)));
          if (hit) out.push({ route, line, figure: hit.text, product: name, key: spec.key, before: spec.value, after: after?.value ?? '(removed)' });
        }
      }
    }
  }
  return out;
}
