import { expect, test } from 'vitest';
import type { Comparison } from './compare';
import type { FileChanges } from './files';
import { htmlReport, markdownReport, summaryLine } from './report';

const comparison: Comparison = {
  total: 3,
  changed: [],
  added: [
    {
      route: '/trade-fairs',
      title: 'Trade fairs | iHub Robotics',
      text: ['# Trade fairs', 'Meet our robots.'],
      shots: [
        { width: 390, side: 'after', file: 'trade-fairs-390-after.png', thumb: 'trade-fairs-390-after-thumb.png', height: 1200 },
        { width: 1440, side: 'after', file: 'trade-fairs-1440-after.png', thumb: 'trade-fairs-1440-after-thumb.png', height: 900 },
      ],
    },
  ],
  removed: [{ route: '/old', title: 'Old page', text: ['# Old page'], shots: [] }],
  unchanged: ['/'],
  siteWide: [],
};
const info = {
  base: 'main',
  baseSha: 'abcdef0123',
  head: 'the working tree',
  screenshots: true,
  previewUrl: 'https://example.github.io/site/pr-preview/pr-7/',
};

test('an added page gets its text, its screenshots and a link into the preview; a removed one its text', () => {
  const markdown = markdownReport(comparison, info);
  expect(markdown).toContain(
    '| [`/trade-fairs`](https://example.github.io/site/pr-preview/pr-7/trade-fairs) | added | Trade fairs \\| iHub Robotics | new page |',
  );
  expect(markdown).toContain(
    '### New page [`/trade-fairs`](https://example.github.io/site/pr-preview/pr-7/trade-fairs): Trade fairs \\| iHub Robotics',
  );
  expect(markdown).toContain('```diff\n+ # Trade fairs\n+ Meet our robots.\n```');
  expect(markdown).toContain('<img src="screens/trade-fairs-1440-after-thumb.png" width="300" alt="The new page at 1440px">');
  expect(markdown).toContain('### Removed page `/old`: Old page');
  expect(markdown).toContain('```diff\n- # Old page\n```');
  const html = htmlReport(comparison, info);
  expect(html).toContain('<img src="screens/trade-fairs-390-after.png" alt="the new page at 390px"');
  expect(html).toContain('<a href="https://example.github.io/site/pr-preview/pr-7/trade-fairs">preview</a>');
});

test('the summary tells added, removed and changed files apart', () => {
  const files: FileChanges = {
    pdfs: [{ path: 'downloads/a.pdf', status: 'changed', text: [] }],
    feeds: [],
    images: [
      { path: 'og/trade-fairs.png', status: 'added', changed: 0 },
      { path: 'og/news-a.png', status: 'changed', changed: 0.1 },
    ],
  };
  expect(summaryLine(comparison, files)).toBe(
    '0 changed, 1 added, 1 removed, 1 unchanged of 3 routes; 1 PDF changed; 2 link-preview images: 1 added, 1 changed',
  );
  expect(summaryLine(comparison, { ...files, images: [files.images[0]!] })).toContain('; 1 link-preview image added');
});
