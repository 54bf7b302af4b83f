/**
 * The browser editor's end-to-end fixtures (tests/e2e/cms.spec.ts): a copy of the project as a git
 * repository of one commit, Decap CMS's local backend (decap-server) writing into it, and the
 * built editor (build/client/admin, served with the site) pointed at that backend. Each test
 * starts from the commit again, so the working tree of this checkout is never written.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { copyProjectInto } from '../../scripts/content-diff/project-copy';

const run = (cwd: string, command: string, ...args: string[]) => execFileSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

export type Repo = {
  /** The copy's root: content/ and everything the check and the build read. */
  root: string;
  /** The port decap-server answers on (the editor is opened with ?backend=<port>). */
  port: number;
  /** `git <args>` in the copy. */
  git: (...args: string[]) => string;
};

/** Decap CMS's local backend on loopback, reading and writing `root` (MODE=fs, as `npm run cms` runs it). */
async function startBackend(root: string, port: number) {
  const child = spawn(process.execPath, [join(process.cwd(), 'node_modules', 'decap-server', 'dist', 'index.js')], {
    env: { ...process.env, MODE: 'fs', GIT_REPO_DIRECTORY: root, BIND_HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"action":"info"}',
      });
      if (answer.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`decap-server did not start on port ${port}${child.exitCode !== null ? ' (is the port in use?)' : ''}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))));
}

/** The first of the ports this suite's backends use (one per worker): CMS_E2E_PORT, else 4245. */
const FIRST_PORT = Number(process.env.CMS_E2E_PORT ?? 4245);

export const test = base.extend<{ repo: Repo }, { copy: Repo }>({
  copy: [
    // Playwright reads a fixture's dependencies from this pattern: the copy depends on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, worker) => {
      const root = mkdtempSync(join(tmpdir(), 'ihub-cms-'));
      copyProjectInto(root, run);
      const port = FIRST_PORT + worker.parallelIndex;
      const stop = await startBackend(root, port);
      try {
        await provide({ root, port, git: (...args) => run(root, 'git', ...args) });
      } finally {
        await stop();
        rmSync(join(root, 'node_modules'), { force: true });
        rmSync(root, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  repo: async ({ copy }, provide) => {
    // Every test starts from the copied project as committed: what an earlier test saved is gone.
    copy.git('checkout', '-q', '--', '.');
    copy.git('clean', '-fdq', 'content');
    await provide(copy);
  },
});

/** Opens the editor against the test's backend and signs in (the local backend's sign-in is one button). */
export async function openEditor(page: Page, repo: Repo, hash = '') {
  await page.goto(`/admin/?backend=${repo.port}`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  if (hash) await page.goto(`/admin/?backend=${repo.port}#${hash}`);
}

/** Saves the entry as a copywriter does on this machine: Publish, then Publish now. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

export { expect };
