import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { annotation } from './annotations';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('a problem becomes an error annotation on its file and line, escaped as the runner reads it', () => {
  expect(annotation('error', { file: 'content/news/a,b.mdx', line: 4, field: 'image.src', message: 'expected 100% of it:\nnothing' })).toBe(
    '::error file=content/news/a%2Cb.mdx,line=4,title=image.src::expected 100%25 of it:%0Anothing',
  );
  expect(annotation('warning', { file: 'content/news/', field: 'featured', message: 'none' })).toBe(
    '::warning file=content/news/,title=featured::none',
  );
});

test('on GitHub Actions, npm run content:check prints each problem as an ::error annotation as well as its plain line', () => {
  const root = mkdtempSync(join(tmpdir(), 'annotations-'));
  made.push(root);
  cpSync('content', join(root, 'content'), { recursive: true });
  cpSync('public', join(root, 'public'), { recursive: true });
  cpSync(join('tests', 'fixtures', 'content-errors', 'news-category-case'), root, { recursive: true });
  const result = spawnSync(join('node_modules', '.bin', 'tsx'), ['scripts/content-check.ts', root], {
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: 'true' },
  });
  expect(result.status).toBe(1);
  expect(result.stdout).toContain(
    '::error file=content/news/category-case.mdx,line=4,title=category::expected one of the categories: announcements, press, funding, events, awards, partnerships, got "Funding"; write it in lower case: "funding"',
  );
  expect(result.stderr).toContain('content/news/category-case.mdx:4 category — expected one of the categories');
}, 60_000);
