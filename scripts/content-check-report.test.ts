import { expect, test } from 'vitest';
import { WAITING } from '~/content/check-waiting';
import { UNLINKED } from '~/content/orphans';
import { warningReport } from './content-check-report';

const warning = (file: string, message: string) => ({ file, line: 2, field: 'f', message });

test('warnings are listed by kind: translations first, then unlinked pages, and what waits for the company last, counted and short', () => {
  const warnings = [
    warning('content/pages/a.mdx', `${WAITING} the logo of X`),
    warning('content/ar/pages/a.mdx', 'content/pages/a.mdx changed since this was translated'),
    warning('content/pages/b.mdx', `${WAITING} the date`),
    warning('content/pages/c.mdx', `${UNLINKED}/c`),
  ];
  expect(warningReport(warnings, false)).toEqual([
    '',
    '⚠ 1 warning about translations:',
    'warning: content/ar/pages/a.mdx:2 f — content/pages/a.mdx changed since this was translated',
    '',
    '⚠ 1 page no link leads to:',
    `warning: content/pages/c.mdx:2 f — ${UNLINKED}/c`,
    '',
    '⚠ 2 items waiting for the company (names, logos, portraits, video addresses, dates):',
    '  content/pages/a.mdx:2 f — the logo of X',
    '  content/pages/b.mdx:2 f — the date',
    '',
    '⚠ 4 warnings: 1 warning about translations; 1 page no link leads to; 2 items waiting for the company (they do not fail the check).',
    '',
  ]);
  // The build counts what waits for the company, and lists the rest.
  expect(warningReport(warnings, true).filter((line) => line.includes('waiting for the company'))).toEqual([
    '⚠ 2 items waiting for the company (names, logos, portraits, video addresses, dates): "npm run content:check" lists them.',
    '⚠ 4 warnings: 1 warning about translations; 1 page no link leads to; 2 items waiting for the company (they do not fail the check).',
  ]);
});
