/**
 * The content check refuses every hostile body of the corpus (tests/fixtures/hostile-bodies.ts)
 * with its file, line and advice: the whole corpus laid over one copy of the content, checked
 * once, each file with exactly its one message.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { checkContent } from '~/content/check';
import { formatProblem } from '~/content/read';
import { HOSTILE, hostileBodies } from '../fixtures/hostile-bodies';

vi.setConfig({ testTimeout: 60_000 });

const dir = mkdtempSync(join(tmpdir(), 'hostile-bodies-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the corpus holds every kind of hostile body issue 42 names, each with its message', () => {
  const files = readdirSync(join(HOSTILE, 'content', 'news')).map((name) => `content/news/${name}`);
  expect(files.sort()).toEqual(Object.keys(hostileBodies).sort());
  expect(files.length).toBeGreaterThanOrEqual(10);
});

test('the content check refuses each hostile body once, with its file, line and what to write instead', async () => {
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync('public', join(dir, 'public'), { recursive: true });
  cpSync(HOSTILE, dir, { recursive: true });
  const problems = (await checkContent(dir)).problems.map(formatProblem);
  expect(problems).toEqual(Object.values(hostileBodies).sort());
});
