/**
 * Every bench's setup, run on a tiny input in a few seconds, so that a bench cannot rot unnoticed
 * between the runs someone makes of it (issue 44: `npm run bench:news` copied a list of its own
 * that lacked package-lock.json, and read a loader data file the build no longer ships). One copy
 * of the project serves every case; what a bench reads of a build is read off the unit step's
 * standard build (`SITE_BUILD`), never a build of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkContent } from '~/content/check';
import { formatProblem } from '~/content/read';
import { projectFiles } from '../content-diff/project-copy';
import { applyEdit, benchGitEnv, diffFixture, NEW_TITLE, newsroomWeight, newsScaleProject, previewEdits } from './setup';

const scratch = mkdtempSync(join(tmpdir(), 'bench-setup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (cwd: string, command: string, ...args: string[]) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: benchGitEnv(),
  });

/** The newsroom bench's copy, two synthetic stories past the real ones. */
const news = join(scratch, 'news');
let made: ReturnType<typeof newsScaleProject>;
const realStories = () => readdirSync(join('content', 'news')).filter((name) => name.endsWith('.mdx')).length;
beforeAll(() => {
  made = newsScaleProject(news, realStories() + 2);
});

test('bench:news copies the whole project (package-lock.json too, which the editor build reads) and its synthetic stories pass the content check', async () => {
  const missing = projectFiles().filter((file) => !existsSync(join(news, file)));
  expect(missing).toEqual([]);
  expect(existsSync(join(news, 'package-lock.json'))).toBe(true);
  expect(existsSync(join(news, 'node_modules', '.bin', 'react-router'))).toBe(true);
  expect(made.items).toBe(realStories() + 2);
  const { problems } = await checkContent(news);
  expect(problems.map(formatProblem)).toEqual([]);
}, 60_000);

test('bench:news reads what the build ships for /news and a story page', ({ skip }) => {
  const client = process.env.SITE_BUILD;
  // npm test hands the unit step its build; a run of this file alone has none to read.
  if (!client || !existsSync(join(client, 'news', 'index.html'))) return skip('no SITE_BUILD with /news to read');
  const weight = newsroomWeight(client, made.article);
  expect(weight.html.raw).toBeGreaterThan(0);
  expect(weight.jsFiles).toBeGreaterThan(0);
  expect(weight.articleJs.raw).toBeGreaterThan(0);
});

test('bench:diff makes a repository of the project and one commit that rewords one story headline', () => {
  const repo = join(scratch, 'diff');
  const file = diffFixture(repo, run);
  expect(run(repo, 'git', 'diff', '--name-only', 'HEAD~1').trim()).toBe(file);
  expect(readFileSync(join(repo, file), 'utf8')).toContain(`title: ${JSON.stringify(NEW_TITLE)}`);
  expect(run(repo, 'git', 'rev-list', '--count', 'HEAD').trim()).toBe('2');
}, 60_000);

test("bench:preview finds each of its edits in the page's file, in order", () => {
  const edits = previewEdits(news);
  for (const { edit } of Object.values(edits)) applyEdit(news, edit);
  const page = readFileSync(join(news, edits.body.edit.file), 'utf8');
  expect(page).toContain(edits.body.shows);
  expect(page).toContain(`heading: ${edits.heading.shows}`);
  expect(page).toContain(`](${edits.brokenLink.shows})`);
  expect(readFileSync(join(news, edits.setting.edit.file), 'utf8')).toContain(edits.setting.shows);
});
