/**
 * Stamping a translation without the command line (docs/decisions/3001): the check's warning
 * (an annotation on the file in the pull request) holds the exact line to write; pasting it
 * in GitHub's editor is the whole stamp.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { checkContent } from '~/content/check';

vi.setConfig({ testTimeout: 60_000 });

const root = mkdtempSync(join(tmpdir(), 'stamp-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('pasting the line a stale-translation warning gives ends the warning', async () => {
  cpSync('content', join(root, 'content'), { recursive: true });
  cpSync('public', join(root, 'public'), { recursive: true });
  // An Arabic product file, whichever content/ar/products/ holds, and its English file edited.
  const name = readdirSync(join(root, 'content', 'ar', 'products')).find((item) => item.endsWith('.yaml'))!;
  const english = join(root, 'content', 'products', name);
  writeFileSync(english, `${readFileSync(english, 'utf8')}# edited\n`);
  const file = `content/ar/products/${name}`;
  const warning = (await checkContent(root)).warnings.find((w) => w.file === file && w.field === 'translationOf');
  expect(warning?.message).toMatch(/replace that line with `translationOf: "[0-9a-f]{12}"`/);
  const line = /`(translationOf: "[0-9a-f]{12}")`/.exec(warning!.message)![1]!;
  // What a copywriter does in the browser: the line the warning points at, replaced by the one it gives.
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines[warning!.line! - 1] = line;
  writeFileSync(join(root, file), lines.join('\n'));
  expect((await checkContent(root)).warnings.filter((w) => w.file === file && w.field === 'translationOf')).toEqual([]);
});
