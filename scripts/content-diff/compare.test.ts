import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { builtRoutes, compareBuilds } from './compare';
import { htmlReport, markdownReport, summaryLine } from './report';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const html = (title: string, main: string, footer = 'Footer') =>
  `<html><head><title>${title}</title></head><body><header>Site</header><main>${main}</main><footer>${footer}</footer></body></html>`;

function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'compare-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

test('lists every prerendered route of a build, 404 included', () => {
  const dir = site({ 'index.html': '', 'a/index.html': '', 'a/b/index.html': '', '404.html': '', 'assets/x.js': '' });
  expect([...builtRoutes(dir).keys()].sort()).toEqual(['/', '/404', '/a', '/a/b']);
});

test('sorts routes into changed, added, removed, unchanged, and groups one footer change across pages', () => {
  const before = site({
    'index.html': html('Home', '<p>Hello</p>'),
    'a/index.html': html('A', '<p>Same</p>'),
    'gone/index.html': html('Gone', '<p>Bye</p>'),
    'foot/index.html': html('Foot', '<p>Same</p>'),
  });
  const after = site({
    'index.html': html('Home page', '<p>Hello there</p>', 'Footer 2'),
    'a/index.html': html('A', '<p>Same</p>'),
    'new/index.html': html('New', '<p>Hi</p>'),
    'foot/index.html': html('Foot', '<p>Same</p>', 'Footer 2'),
  });
  const c = compareBuilds(before, after);
  expect(c.changed.map((x) => x.route)).toEqual(['/']);
  expect(c.changed[0]!.meta).toEqual([{ field: 'title', before: 'Home', after: 'Home page' }]);
  expect(c.added).toEqual([{ route: '/new', title: 'New' }]);
  expect(c.removed).toEqual([{ route: '/gone', title: 'Gone' }]);
  expect(c.unchanged).toEqual(['/a']);
  expect(c.siteWide).toEqual([{ lines: ['  Site', '- Footer', '+ Footer 2'], routes: ['/', '/foot'] }]);
  expect(summaryLine(c)).toBe('1 changed, 1 added, 1 removed, 1 unchanged of 5 routes; header, menu or footer changed on 2');

  const info = { base: 'main', baseSha: 'abcdef0123', head: 'the working tree', screenshots: false };
  const markdown = markdownReport(c, info);
  expect(markdown).toContain('| `/` | text, title | Home page | — |');
  expect(markdown).toContain('```diff\n- Hello\n+ Hello there\n```');
  expect(htmlReport(c, info)).toContain('Hello<mark> there</mark>');
});
