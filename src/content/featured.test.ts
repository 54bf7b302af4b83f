import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { secondFeatured } from './featured';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function repository(): { root: string; git: (...args: string[]) => void; write: (file: string) => void; commit: (date: string) => void } {
  const root = mkdtempSync(join(tmpdir(), 'featured-'));
  made.push(root);
  mkdirSync(join(root, 'content', 'news'), { recursive: true });
  const env = { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' };
  const git = (...args: string[]) => {
    const result = spawnSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd: root, env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
  };
  git('init', '-q', '-b', 'main');
  const commit = (date: string) => {
    const result = spawnSync('git', ['-c', 'commit.gpgsign=false', 'commit', '-qm', date], { cwd: root, env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
    if (result.status !== 0) throw new Error(String(result.stderr));
  };
  return { root, git, commit, write: (file) => writeFileSync(join(root, file), '---\nfeatured: true\n---\n') };
}

const OLD = 'content/news/b-old-story.mdx';
const NEW = 'content/news/a-new-story.mdx';
const items = [
  { file: NEW, line: 2 },
  { file: OLD, line: 2 },
];

test('a second featured story is reported at the one being edited (not yet committed), even when it sorts first', () => {
  const { root, git, write, commit } = repository();
  write(OLD);
  git('add', '-A');
  commit('2024-01-01T00:00:00Z');
  write(NEW);
  expect(secondFeatured(root, items)).toEqual([
    {
      file: NEW,
      line: 2,
      field: 'featured',
      message: `expected exactly one featured news item; ${OLD}:2 is featured too: keep "featured: true" in the story that should lead the newsroom and delete it from the other`,
    },
  ]);
});

test('with everything committed (as in CI), the story committed last is the one told', () => {
  const { root, git, write, commit } = repository();
  write(OLD);
  git('add', '-A');
  commit('2024-01-01T00:00:00Z');
  write(NEW);
  git('add', '-A');
  commit('2024-06-01T00:00:00Z');
  expect(secondFeatured(root, items).map((problem) => problem.file)).toEqual([NEW]);
});
