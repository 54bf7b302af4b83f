import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { sourceStamp } from '~/content/translation';
import { markdownReport } from './report';
import { oldFigures, staleTranslations } from './follow-ups';
import type { Snapshot } from './snapshot';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'T',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 'T',
  GIT_COMMITTER_EMAIL: 't@example.com',
};
const git = (cwd: string, ...args: string[]) => {
  const result = spawnSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
};

const GREET = `name: Tara Greet
path: /tara-greet
category: Tara Gen 1
image: { src: /images/products/tara-greet.svg, alt: Tara Greet. }
specs:
  - { key: weight, label: Weight, value: About 40 kg }
  - { key: battery, label: Battery, value: 6-8 hours of active use, short: { label: Active use, value: 6-8 hours } }
`;
const GREET_AR = `specs:
  weight: { label: الوزن, value: نحو 40 كغ }
  battery: { label: البطارية, value: من 6 إلى 8 ساعات من الاستخدام النشط, short: { label: الاستخدام النشط, value: 6 إلى 8 ساعات } }
`;

/** A repository with Tara Greet's product file and its Arabic translation, stamped up to date, then the battery changed. */
function repository(): { root: string; base: string } {
  const root = mkdtempSync(join(tmpdir(), 'follow-ups-'));
  made.push(root);
  mkdirSync(join(root, 'content', 'products'), { recursive: true });
  mkdirSync(join(root, 'content', 'ar', 'products'), { recursive: true });
  // The product file as written here, not today's copy: its battery is what the test changes.
  writeFileSync(join(root, 'content/products/tara-greet.yaml'), GREET);
  writeFileSync(join(root, 'content/ar/products/tara-greet.yaml'), `translationOf: "${sourceStamp(Buffer.from(GREET))}"\n${GREET_AR}`);
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'base');
  const base = git(root, 'rev-parse', 'HEAD');
  const file = join(root, 'content/products/tara-greet.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/6-8 hours/g, '7-9 hours'));
  return { root, base };
}

const page = (title: string, main: string[]): Snapshot => ({
  meta: { title, description: '', canonical: '', jsonLd: '' },
  main,
  shell: [],
  images: [],
  structured: [],
});

test('a changed figure: the translations it made stale, and the pages that still show the old figure typed by hand', () => {
  const { root, base } = repository();
  expect(staleTranslations(root, base)).toEqual([
    { file: 'content/ar/products/tara-greet.yaml', english: 'content/products/tara-greet.yaml', lacking: [] },
  ]);
  const head = new Map([
    ['/news/greet', page('Tara Greet at the reception desk', ['- Battery: 6–8 hours of active use', 'Weighs About 40 kg'])],
    ['/tara-greet', page('Tara Greet', ['- Battery: 7-9 hours of active use'])],
    ['/daksha', page('Daksha', ['Runs 6-8 hours between charges'])],
  ]);
  const found = oldFigures(root, base, head);
  expect(found).toEqual([
    {
      route: '/news/greet',
      line: '- Battery: 6–8 hours of active use',
      figure: '6–8 hours',
      product: 'Tara Greet',
      key: 'battery',
      before: '6-8 hours of active use',
      after: '7-9 hours of active use',
    },
  ]);
  const markdown = markdownReport(
    { total: 2, changed: [], added: [], removed: [], unchanged: ['/a', '/b'], siteWide: [] },
    { base: 'main', baseSha: base, head: 'the working tree', screenshots: false },
    undefined,
    { translations: staleTranslations(root, base), oldFigures: found },
  );
  expect(markdown).toContain('### Translations to update');
  expect(markdown).toContain('- `content/ar/products/tara-greet.yaml` (translates `content/products/tara-greet.yaml`)');
  expect(markdown).toContain(
    '| `/news/greet` | `6–8 hours` | Tara Greet battery: `7-9 hours of active use` (was `6-8 hours of active use`) | - Battery: 6–8 hours of active use |',
  );
});

test('a translation restamped in the same change is not listed', () => {
  const { root, base } = repository();
  const file = join(root, 'content/ar/products/tara-greet.yaml');
  const stamp = sourceStamp(readFileSync(join(root, 'content/products/tara-greet.yaml')));
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^translationOf: .*$/m, `translationOf: "${stamp}"`));
  expect(staleTranslations(root, base)).toEqual([]);
});

test('an English page that gains a button: its translation is listed with the button its page does not show at all', () => {
  const root = mkdtempSync(join(tmpdir(), 'follow-ups-'));
  made.push(root);
  mkdirSync(join(root, 'content', 'pages'), { recursive: true });
  mkdirSync(join(root, 'content', 'ar', 'pages'), { recursive: true });
  const english = (buttons: string[]) =>
    [
      '---',
      'title: Showroom',
      'description: Meet our robots.',
      'sections:',
      '  - type: cta',
      '    heading: Visit us',
      '    actions:',
      ...buttons.map((b) => `      - ${b}`),
      '---',
      '',
    ].join('\n');
  const before = english(['{ label: Contact us, href: /contact }']);
  writeFileSync(join(root, 'content/pages/showroom.mdx'), before);
  writeFileSync(
    join(root, 'content/ar/pages/showroom.mdx'),
    [
      '---',
      `translationOf: "${sourceStamp(Buffer.from(before))}"`,
      'title: صالة العرض',
      'description: تعرّف إلى روبوتاتنا.',
      'sections:',
      '  - type: cta',
      '    heading: زورونا',
      '    actions:',
      '      - { label: تواصل معنا, href: /contact }',
      '---',
      '',
    ].join('\n'),
  );
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'base');
  const base = git(root, 'rev-parse', 'HEAD');
  writeFileSync(
    join(root, 'content/pages/showroom.mdx'),
    english(['{ label: Contact us, href: /contact }', '{ label: Book a visit, href: /contact }']),
  );
  const stale = staleTranslations(root, base);
  expect(stale).toEqual([
    { file: 'content/ar/pages/showroom.mdx', english: 'content/pages/showroom.mdx', lacking: ['a button "Book a visit" (/contact)'] },
  ]);
  const markdown = markdownReport(
    { total: 1, changed: [], added: [], removed: [], unchanged: ['/showroom'], siteWide: [] },
    { base: 'main', baseSha: base, head: 'the working tree', screenshots: false },
    undefined,
    { translations: stale, oldFigures: [] },
  );
  expect(markdown).toContain(
    '- `content/ar/pages/showroom.mdx` (translates `content/pages/showroom.mdx`)\n  - its page does not show at all: a button "Book a visit" (/contact)',
  );
});
