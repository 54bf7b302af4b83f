/**
 * The compile step refuses every hostile body on its own (docs/decisions/3300): each body of the
 * corpus (tests/fixtures/hostile-bodies.ts) is compiled in-process by the step `npm run dev` and
 * the build run (scripts/content-mdx.ts), and one build of a copy of the project holding a hostile
 * body fails with the check's words, file and line, and no stack trace. That build is
 * `react-router build` run directly, so the content check `npm run build` runs first never
 * sees the file: the compile step refuses it by itself.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { HOSTILE, hostileBodies } from '../tests/fixtures/hostile-bodies';
import { mdxCompiler } from './content-mdx';
import { copyProjectInto } from './content-diff/project-copy';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) {
    rmSync(join(dir, 'node_modules'), { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

test.each(Object.entries(hostileBodies))('the compile step refuses %s with the check’s message', async (file, message) => {
  const compile = mdxCompiler('production');
  const code = readFileSync(join(HOSTILE, file), 'utf8');
  await expect(compile(code, join(process.cwd(), file))).rejects.toThrow(message);
  // The message is the whole of it: nothing of the compiler's own wording or stack.
  await compile(code, join(process.cwd(), file)).catch((error: unknown) => expect(error instanceof Error && error.message).toBe(message));
});

test('a build of a copy holding a hostile body fails with its file, line and message, even with the content check skipped', () => {
  const repo = mkdtempSync(join(tmpdir(), 'hostile-build-'));
  made.push(repo);
  copyProjectInto(repo, (cwd, command, ...args) => execFileSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  // The expression that would run in Node during the build and publish what it returns.
  const file = 'content/news/hostile-expression-process.mdx';
  copyFileSync(join(HOSTILE, file), join(repo, file));
  const result = spawnSync(join(repo, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // NODE_ENV: vitest's "test" would make a development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).not.toBe(0);
  expect(output).toContain(hostileBodies[file]);
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain(process.version);
}, 600_000);
