/**
 * What a translator is told when the English page moves on (issue 45): the stale-translation
 * warning quotes the English lines changed since the stamp, an edit not yet committed included;
 * a translated page's shape is compared both ways, so a button only the Arabic page has is
 * refused by name, and a button only the English page has is named with what the Arabic page
 * really shows (nothing: a page is shown as its translation has it). Each test works on a copy of
 * content/ and reads its pages, lines and labels from there.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { checkContent } from '~/content/check';
import { formatProblem } from '~/content/read';
import { parseSource, type SourceFile } from '~/content/source';
import { translatedPageFiles } from '~/site-map.server';
import { englishFileOf } from '~/content/translation';

vi.setConfig({ testTimeout: 90_000 });

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of content/ and public/, committed to a git repository of its own when `git` is true. */
function copy(git: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'translation-changes-'));
  made.push(dir);
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync('public', join(dir, 'public'), { recursive: true });
  if (git) {
    const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    run('init', '-q');
    run('add', '-A');
    run('-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', 'commit', '-qm', 'content as it is');
  }
  return dir;
}

const read = (root: string, file: string) => parseSource(file, readFileSync(join(root, file), 'utf8'));
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const sectionsOf = (source: SourceFile): unknown[] => (isRecord(source.data) && Array.isArray(source.data.sections) ? source.data.sections : []);

/** A translated page and a section of it with buttons (`actions`), in both files; from content/, whatever it holds today. */
function pageWithButtons(): { arabic: string; english: string; section: number; count: number } {
  for (const arabic of translatedPageFiles('ar', process.cwd())) {
    const english = englishFileOf(arabic);
    const [mine, theirs] = [sectionsOf(read('.', arabic)), sectionsOf(read('.', english))];
    const section = mine.findIndex(
      (item, i) =>
        isRecord(item) &&
        Array.isArray(item.actions) &&
        item.actions.length > 0 &&
        isRecord(theirs[i]) &&
        Array.isArray(theirs[i].actions) &&
        theirs[i].actions.length === item.actions.length,
    );
    if (section >= 0) return { arabic, english, section, count: (mine[section] as { actions: unknown[] }).actions.length };
  }
  throw new Error('content/ar/pages/ has no page with buttons: nothing to test this with');
}

/** The file with `line` added after the last button of section `section` (after every line of that item). */
function withButton(root: string, file: string, section: number, count: number, button: string): { line: number } {
  const source = read(root, file);
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const last = source.lineOf(['sections', section, 'actions', count - 1]) - 1;
  const column = /^\s*/.exec(lines[last]!)![0].length;
  let at = last + 1;
  while (at < lines.length && lines[at]!.trim() !== '' && /^\s*/.exec(lines[at]!)![0].length > column) at += 1;
  lines.splice(at, 0, `${' '.repeat(column)}- ${button}`);
  writeFileSync(join(root, file), lines.join('\n'));
  return { line: at + 1 };
}

test('a stale translation quotes the English lines changed since its stamp, from an edit not yet committed', async () => {
  const { arabic, english } = pageWithButtons();
  const root = copy(true);
  const file = join(root, english);
  const before = readFileSync(file, 'utf8').split('\n');
  const changed = before.findIndex((text) => /^description: /.test(text));
  const after = [...before];
  after[changed] = `${before[changed]!.replace(/"$/, '')} Now with more.${before[changed]!.endsWith('"') ? '"' : ''}`;
  writeFileSync(file, after.join('\n'));
  const { warnings } = await checkContent(root);
  const stale = warnings.filter((warning) => warning.file === arabic && warning.field === 'translationOf').map(formatProblem);
  expect(stale).toHaveLength(1);
  expect(stale[0]).toContain(`${english} changed since this was translated; the English lines that changed (- as translated, + as now):`);
  expect(stale[0]).toContain(`    line ${changed + 1}:\n      - ${before[changed]}\n      + ${after[changed]}\n`);
  expect(stale[0]).not.toMatch(/git log/);
});

test('an Arabic page with a button its English page lacks is refused, the button named at its line', async () => {
  const { arabic, english, section, count } = pageWithButtons();
  const root = copy(false);
  const { line } = withButton(root, arabic, section, count, '{ label: "زر لا يعرفه الإنجليزي", href: /contact }');
  const { problems } = await checkContent(root);
  expect(problems.map(formatProblem)).toEqual([
    `${arabic}:${line} sections[#${section + 1}].actions[#${count + 1}] — a button "زر لا يعرفه الإنجليزي" (/contact) that ${english} (${count} at ${english}:${read(root, english).lineOf(['sections', section, 'actions'])}) does not have: a translation shows what its English page shows; delete it here, or add it to the English page first`,
  ]);
});

test('when the English page gains a button, the warning says the Arabic page does not show it at all', async () => {
  const { arabic, english, section, count } = pageWithButtons();
  const root = copy(false);
  const { line } = withButton(root, english, section, count, '{ label: "Visit the showroom", href: /contact }');
  const { problems, warnings } = await checkContent(root);
  expect(problems.map(formatProblem)).toEqual([]);
  const named = warnings.filter((warning) => warning.file === arabic && warning.message.includes('Visit the showroom')).map(formatProblem);
  expect(named).toEqual([
    `${arabic}:${read(root, arabic).lineOf(['sections', section, 'actions'])} sections[#${section + 1}].actions[#${count + 1}] — missing: ${english}:${line} has a button "Visit the showroom" (/contact), which the page in this language does not show at all until it is translated here (add it to this list, translated)`,
  ]);
});
