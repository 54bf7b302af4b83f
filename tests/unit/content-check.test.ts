/**
 * The content check against a corpus of broken files (tests/fixtures/content-errors/<case>/),
 * one mistake each. Each case is laid over a copy of the real content/, so the real content
 * must be clean and each case must produce exactly the one problem named here.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { checkContent } from '../../src/content/check';
import { formatProblem } from '../../src/content/read';

const FIXTURES = join(__dirname, '..', 'fixtures', 'content-errors');
const made: string[] = [];

function workspace(apply: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  made.push(dir);
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync('public', join(dir, 'public'), { recursive: true });
  apply(dir);
  return dir;
}

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function problemsOf(dir: string): Promise<string[]> {
  return (await checkContent(dir)).problems.map(formatProblem);
}

const expected: Record<string, string> = {
  'news-date-not-iso': 'content/news/greet-languages.mdx:4 date — expected a date like 2024-05-12, got "May 12"',
  'news-missing-fence':
    'content/news/no-fence.mdx:1 frontmatter — expected the file to start with a "---" line, then the fields, then a closing "---" line',
  'news-malformed-yaml': 'content/news/bad-yaml.mdx:3 title — malformed YAML: a quoted value has no closing quote mark (")',
  'news-unknown-key': 'content/news/typo.mdx:3 titel — unknown field "titel" (did you mean "title"?)',
  'news-wrong-type': 'content/news/featured-yes.mdx:10 featured — expected true or false, got "yes"',
  'news-unknown-category':
    'content/news/category.mdx:5 category — expected one of the categories: announcements, press, funding, events, awards, partnerships, got "product-news"',
  'news-duplicate-slug':
    'content/news/zz-duplicate.mdx:2 slug — "pre-seed-funding-round" is already used by content/news/pre-seed-funding-round.mdx; every item needs its own slug',
  'news-second-featured':
    'content/news/zz-featured.mdx:10 featured — expected exactly one featured news item; content/news/pre-seed-funding-round.mdx is featured too',
  'news-bad-mdx-expression': 'content/news/expression.mdx:14 body — the MDX body does not compile: Could not parse expression with acorn',
  'news-broken-link':
    'content/news/link.mdx:14 body — link "/tara-greeet" leads to no page of this site; expected a route such as /contact or /news/<slug>',
  'news-missing-image':
    'content/news/image.mdx:8 image.src — image "/images/news/greet-at-reception.svg" not found; expected a file at content/images/news/greet-at-reception.svg',
  'news-image-wrong-extension':
    'content/news/gif.mdx:8 image.src — expected an image path under /images/ ending in .svg, .png, .jpg, .webp or .avif, got "/images/news/funding.gif"',
  'careers-unknown-department':
    'content/careers/legal-counsel.mdx:4 department — expected one of the departments: Engineering, Research, Design, Operations, Marketing, got "Legal"',
  'careers-wrong-location': 'content/careers/chennai.mdx:5 location — expected one of the locations: Bangalore, Dubai, Riyadh, got "Chennai"',
  'careers-requirements-not-list':
    'content/careers/technician.mdx:9 requirements — expected a list of requirements, got "3+ years maintaining electromechanical equipment"',
  'careers-missing-title': 'content/careers/untitled.mdx:2 title — required field is missing (expected a job title)',
  'careers-impossible-date': 'content/careers/leap.mdx:7 posted — expected a real calendar date like 2024-05-12, got "2024-02-31"',
  'page-empty-heading': 'content/pages/terms.mdx:8 sections[0].heading — expected a heading, got ""',
  'page-unclosed-fence': 'content/pages/privacy.mdx:1 frontmatter — expected a closing "---" line after the fields',
  'page-broken-frontmatter-link':
    'content/pages/physical-ai.mdx:11 sections[0].actions[0].href — link "/tara-gen-1" leads to no page of this site; expected a route such as /contact or /news/<slug>',
  'page-unknown-brand':
    'content/pages/point-ai-education.mdx:61 sections[4].brand — "iHub Robotics Schol" is not a brand in content/site.yaml; expected one of its "brands" labels: iHub Robotics School, iHub Robotics Shop',
  'page-unknown-section-type':
    'content/pages/tara-gen3.mdx:14 sections[1].type — unknown section type "callout"; the kinds that exist are: hero, product-hero, feature-cards,',
  'page-section-missing-field': 'content/pages/tara-greet.mdx:18 sections[1].items[0].title — required field is missing (expected a card title)',
  'page-unknown-product':
    'content/pages/defense/rhino.mdx:48 sections[3].product — "rhinoo" is not a product; expected a file name under content/products/: daksha,',
  'news-unknown-figure':
    'content/news/tara-greet-at-the-reception-desk.mdx:17 body — [[tara-greet.wieght]]: tara-greet has no spec "wieght"; expected one of: height, weight,',
};

test('the real content passes the check', async () => {
  const result = await checkContent(process.cwd());
  expect(result.problems.map(formatProblem)).toEqual([]);
  expect(result.files).toBeGreaterThan(20);
});

test('every fixture in the corpus has an expectation, and there are at least 15', () => {
  const cases = readdirSync(FIXTURES).sort();
  expect(cases).toEqual(Object.keys(expected).sort());
  expect(cases.length).toBeGreaterThanOrEqual(15);
});

test.each(Object.entries(expected))('reports the one mistake in fixture %s with file, line and field', async (name, message) => {
  const dir = workspace((root) => cpSync(join(FIXTURES, name), root, { recursive: true }));
  const problems = await problemsOf(dir);
  expect(problems).toHaveLength(1);
  expect(problems[0]!.startsWith(message)).toBe(true);
});

function editSite(from: string | RegExp, to: string) {
  return workspace((root) => {
    const file = join(root, 'content', 'site.yaml');
    const before = readFileSync(file, 'utf8');
    const after = before.replace(from, to);
    expect(after).not.toBe(before);
    writeFileSync(file, after);
  });
}

test('reports a malformed mailbox in site.yaml with its line', async () => {
  const dir = editSite('sales: sales@ihubrobotics.com', 'sales: sales at ihubrobotics.com');
  const line =
    readFileSync('content/site.yaml', 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('sales: sales@')) + 1;
  expect(await problemsOf(dir)).toEqual([
    `content/site.yaml:${line} mailboxes.sales — expected an e-mail address like info@example.com, got "sales at ihubrobotics.com"`,
  ]);
});

test('reports a duplicated key in site.yaml as malformed YAML', async () => {
  const dir = editSite(/^name: iHub Robotics$/m, 'name: iHub Robotics\nname: iHub');
  const problems = await problemsOf(dir);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^content\/site\.yaml:\d+ name — malformed YAML: Map keys must be unique/);
});

test('reports every problem at once, across files', async () => {
  const dir = workspace((root) => {
    for (const name of ['news-date-not-iso', 'careers-wrong-location', 'news-unknown-key']) cpSync(join(FIXTURES, name), root, { recursive: true });
  });
  expect(await problemsOf(dir)).toHaveLength(3);
});

test('a deleted page file takes its address with it: every link to it is reported, nothing throws', async () => {
  const dir = workspace((root) => rmSync(join(root, 'content', 'pages', 'terms.mdx')));
  const problems = await problemsOf(dir);
  expect(problems.length).toBeGreaterThan(0);
  for (const problem of problems) expect(problem).toMatch(/^content\/site\.yaml:\d+ \S+\.href — link "\/terms" leads to no page of this site/);
});
