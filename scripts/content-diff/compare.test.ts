import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { builtRoutes, compareBuilds } from './compare';
import { htmlReport, markdownReport, previewLink, summaryLine } from './report';

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
  expect(c.added).toEqual([{ route: '/new', title: 'New', text: ['Hi'] }]);
  expect(c.removed).toEqual([{ route: '/gone', title: 'Gone', text: ['Bye'] }]);
  expect(c.unchanged).toEqual(['/a']);
  expect(c.siteWide).toEqual([{ lines: ['  Site', '- Footer', '+ Footer 2'], routes: ['/', '/foot'] }]);
  expect(summaryLine(c)).toBe('1 changed, 1 added, 1 removed, 1 unchanged of 5 routes; header, menu or footer changed on 2');

  const info = { base: 'main', baseSha: 'abcdef0123', head: 'the working tree', screenshots: false };
  const markdown = markdownReport(c, info);
  expect(markdown).toContain('| `/` | text, title | Home page | — |');
  expect(markdown).toContain('```diff\n- Hello\n+ Hello there\n```');
  expect(htmlReport(c, info)).toContain('Hello<mark> there</mark>');
});

test('the comment links each route into the preview, lists JSON-LD fields one by one and shows thumbnails inline', () => {
  const ld = (name: string) => `<script type="application/ld+json">{"@type":"Product","name":"${name}","brand":{"name":"iHub"}}</script>`;
  const before = site({ 'tara/index.html': html('Tara', '<p>Old</p>').replace('</head>', `${ld('Tara')}</head>`) });
  const after = site({ 'tara/index.html': html('Tara', '<p>New</p>').replace('</head>', `${ld('Tara Greet')}</head>`) });
  const c = compareBuilds(before, after);
  const change = c.changed[0]!;
  expect(change.meta).toEqual([expect.objectContaining({ field: 'jsonLd', fields: [{ path: 'name', before: '"Tara"', after: '"Tara Greet"' }] })]);
  change.shots = [
    {
      width: 390,
      before: 'tara-390-before.png',
      after: 'tara-390-after.png',
      diff: 'tara-390-diff.png',
      marked: 'tara-390-marked.png',
      outlined: 1,
      thumbs: { before: 'tara-390-before-thumb.png', after: 'tara-390-after-thumb.png' },
      changed: 0.02,
      top: 300,
      heights: { before: 900, after: 900, diff: 900 },
    },
  ];
  const preview = 'https://example.github.io/site/pr-preview/pr-12/';
  const info = {
    base: 'main',
    baseSha: 'abcdef0123',
    head: 'the working tree',
    screenshots: true,
    previewUrl: preview,
    assetsUrl: `${preview}_content-diff/`,
  };
  const markdown = markdownReport(c, info);
  expect(markdown).toContain(`**Preview: ${preview}**`);
  expect(markdown).toContain(`| [\`/tara\`](${preview}tara) | text, JSON-LD |`);
  expect(markdown).toContain('| `name` | `"Tara"` | `"Tara Greet"` |');
  expect(markdown).not.toContain('"@type"');
  expect(markdown).toContain(
    `<a href="${preview}_content-diff/screens/tara-390-marked.png"><img src="${preview}_content-diff/screens/tara-390-after-thumb.png" width="300"`,
  );
  const page = htmlReport(c, info);
  expect(page).toContain(`<a href="${preview}tara"><code>/tara</code></a>`);
  expect(page).toContain('src="screens/tara-390-marked.png"');
  expect(page).toContain('1 changed block outlined');
});

test('a route link keeps the preview base: the home page is the base itself, the not-found page its 404.html', () => {
  expect(previewLink('https://x.test/pr-preview/pr-3/', '/')).toBe('https://x.test/pr-preview/pr-3/');
  expect(previewLink('https://x.test/pr-preview/pr-3/', '/news/a')).toBe('https://x.test/pr-preview/pr-3/news/a');
  expect(previewLink('https://x.test/pr-preview/pr-3/', '/404')).toBe('https://x.test/pr-preview/pr-3/404.html');
});
