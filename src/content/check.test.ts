/**
 * The collection rules of the content check, proven on a temporary copy of content/ into which
 * each test writes files of its own (a story, a position, a page) with one mistake: exactly one
 * featured story, known categories, addresses from file names, bodies, anchors and comparisons.
 * What the copywriters wrote is only read (the featured story, a picture, the products' specs),
 * never edited into a mistake, so no test here depends on today's copy.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { checkContent } from './check';
import { SHORT } from './facts';
import { nameHint } from './hints';
import { loadNews } from './load.server';
import { factTable } from './products.server';
import { parseSource } from './source';

// Each test runs the whole content check (every file, every body): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const featured = loadNews().find((item) => item.featured);
if (!featured) throw new Error('content/news/ has no featured story: run npm run content:check');
const FEATURED = featured.file;
const { image } = featured;

/** A story of the tests' own: its category on line 4, the heading of its body on line 13. */
const STORY = 'content/news/a-story-of-the-check-tests.mdx';
const story = ({ category = 'announcements', extra = '', body = '' } = {}) =>
  [
    '---',
    'title: A story of the check tests',
    'date: 2024-01-15',
    `category: ${category}${extra}`,
    'excerpt: A story the content check tests add to a copy of the site.',
    'image:',
    `  src: ${image.src}`,
    `  alt: ${image.alt}`,
    '---',
    '',
    'A first paragraph.',
    '',
    '## A heading',
    body,
    '',
    'A last paragraph.',
    '',
  ].join('\n');

/** A position of the tests' own: its department on line 3. */
const POSTING = 'content/careers/a-position-of-the-check-tests.mdx';
const posting = ({ department = 'Engineering', first = '' } = {}) =>
  [
    `---${first}`,
    'title: A position of the check tests',
    `department: ${department}`,
    'location: Bangalore',
    'type: Full-time',
    'posted: 2024-01-15',
    'description: A position the content check tests add to a copy of the site.',
    'requirements:',
    '  - A first requirement',
    '---',
    '',
    'What the work is.',
    '',
  ].join('\n');

/** A page of the tests' own, with `sections` (YAML, indented as list items). */
const PAGE = 'content/pages/a-page-of-the-check-tests.mdx';
const page = (sections: string) => `---\ntitle: A page of the check tests\ndescription: A page the content check tests add to a copy of the site.\nsections:\n${sections}---\n`;

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of content/ and public/ with `files` written into it: a new file's text, or a change to a file that is there. */
function copyWith(files: Record<string, string | ((text: string) => string)>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  copies.push(root);
  cpSync('content', join(root, 'content'), { recursive: true });
  cpSync('public', join(root, 'public'), { recursive: true });
  for (const [file, write] of Object.entries(files)) {
    const path = join(root, file);
    if (typeof write === 'string') writeFileSync(path, write);
    else {
      const before = readFileSync(path, 'utf8');
      const after = write(before);
      expect(after, `the change to ${file} must change something`).not.toBe(before);
      writeFileSync(path, after);
    }
  }
  return root;
}

const messages = async (root: string) => (await checkContent(root)).problems.map((p) => `${p.file}:${p.line ?? ''} ${p.field} — ${p.message}`);

test('the content as committed passes', async () => {
  expect((await checkContent(process.cwd())).problems).toEqual([]);
}, 30_000);

test('a story of the tests’ own passes: every other test plants one mistake in it', async () => {
  expect(await messages(copyWith({ [STORY]: story(), [POSTING]: posting() }))).toEqual([]);
});

test('rejects a second featured news item, naming both files', async () => {
  // The message goes to the item just written (saved last here: the copy is no repository), not the one that sorts last.
  const featuredLine = parseSource(FEATURED, readFileSync(FEATURED, 'utf8')).lineOf(['featured']);
  const root = copyWith({ [STORY]: story({ extra: '\nfeatured: true' }) });
  expect(await messages(root)).toEqual([
    `${STORY}:5 featured — expected exactly one featured news item; ${FEATURED}:${featuredLine} is featured too: keep "featured: true" in the story that should lead the newsroom and delete it from the other`,
  ]);
});

test('rejects a newsroom with no featured item', async () => {
  const root = copyWith({ [FEATURED]: (text) => text.replace(/^featured: true\n/m, '') });
  expect(await messages(root)).toEqual(['content/news/: featured — expected exactly one news item with "featured: true", found none']);
});

test('rejects an unknown news category, listing the known ones', async () => {
  const root = copyWith({ [STORY]: story({ category: 'product' }) });
  expect(await messages(root)).toEqual([
    `${STORY}:4 category — expected one of the categories: announcements, press, funding, events, awards, partnerships, got "product"`,
  ]);
});

test('a posting whose fields fail still counts as a page: the news item linking to it gets no error', async () => {
  const slug = POSTING.replace(/^.*\/|\.mdx$/g, '');
  const root = copyWith({ [POSTING]: posting({ department: 'Field work' }), [STORY]: story({ body: `\nWe are hiring: [the position](/careers/${slug}).` }) });
  expect(await messages(root)).toEqual([
    `${POSTING}:3 department — expected one of the departments: Engineering, Research, Design, Operations, Marketing, got "Field work"`,
  ]);
});

test('an item takes its address from its file name; a leftover slug field is to be deleted', async () => {
  const slug = POSTING.replace(/^.*\/|\.mdx$/g, '');
  const root = copyWith({ [POSTING]: posting({ first: `\nslug: ${slug}` }) });
  expect(await messages(root)).toEqual([`${POSTING}:2 slug — delete this line: the address comes from the file name (${slug})`]);
});

test('field and body mistakes of one file are reported together, each at its line of the file', async () => {
  const root = copyWith({ [STORY]: story({ category: 'product', body: '\nLoads in <2 minutes.' }) });
  expect(await messages(root)).toEqual([
    `${STORY}:4 category — expected one of the categories: announcements, press, funding, events, awards, partnerships, got "product"`,
    `${STORY}:15 body — "<" starts a tag in MDX; write 'less than 2' or \`&lt;2\``,
  ]);
});

test('an unclosed tag is reported at its own line with the fix', async () => {
  const root = copyWith({ [STORY]: story({ body: '\n<Figure caption="unclosed">' }) });
  expect(await messages(root)).toEqual([`${STORY}:15 body — \`<Figure>\` is never closed; close it with \`</Figure>\`, or end the tag with "/>"`]);
});

test('a body link to an anchor the target page does not render is reported, one that it renders is not', async () => {
  // The page's second section has no id: `#faq-2` leads nowhere, its heading's `#faq-2-heading` does.
  const target = page(
    [
      '  - type: cta',
      '    id: named-part',
      '    heading: A part with a name',
      '    actions:',
      '      - { label: Contact us, href: /contact }',
      '  - type: faq',
      '    heading: Questions of the tests',
      '    items:',
      '      - { question: A question?, answer: An answer. }',
      '',
    ].join('\n'),
  );
  const path = PAGE.replace(/^content\/pages|\.mdx$/g, '');
  const root = copyWith({ [PAGE]: target, [STORY]: story({ body: `\nSee [the named part](${path}#named-part) and [the questions](${path}#faq-2).` }) });
  expect(await messages(root)).toEqual([
    `${STORY}:15 body — link "${path}#faq-2" leads to no anchor on ${path}; did you mean "#faq-2-heading"? its sections with an id are: named-part`,
  ]);
});

/** Two products of content/products/ and a spec the first has and the second lacks (not a near name of one both have), with the specs both have. */
function lackingSpec() {
  const specs = [...factTable(process.cwd())].map(([id, table]) => ({ id, keys: [...table.keys()].filter((key) => !key.endsWith(SHORT)) }));
  for (const first of specs)
    for (const second of specs) {
      const common = first.keys.filter((key) => second.keys.includes(key));
      const lacking = first.keys.find((key) => !second.keys.includes(key) && !nameHint(key, common));
      if (first !== second && lacking && common.length) return { products: [first.id, second.id], lacking, common };
    }
  throw new Error('no two products of content/products/ differ in their specs');
}

/** A page of the tests' own comparing two products on `rows` (spec keys), with `extra` lines in the section. */
const comparisonPage = (products: string[], rows: string[], extra = '') =>
  page(
    [
      '  - type: comparison',
      '    heading: Products of the tests compared',
      `    products: [${products.join(', ')}]`,
      '    rows:',
      ...rows.map((spec) => `      - { spec: ${spec}, label: A row }`),
      `${extra}    caption: Products of the tests compared`,
      '',
    ].join('\n'),
  );

test('a comparison row that a compared product lacks is refused, so no cell can say "Not published"', async () => {
  const { products, lacking, common } = lackingSpec();
  const root = copyWith({ [PAGE]: comparisonPage(products, [common[0]!, lacking]) });
  expect(await messages(root)).toEqual([
    `${PAGE}:10 sections[#1].rows[#2].spec — ${products[1]} has no spec "${lacking}": every compared product needs every row (a figure only some publish belongs on their own pages); specs all of them have: ${common.join(', ')}`,
  ]);
});

test('a comparison may no longer say what a missing cell reads', async () => {
  const { products, common } = lackingSpec();
  const root = copyWith({ [PAGE]: comparisonPage(products, [common[0]!], '    missing: Not published\n') });
  expect(await messages(root)).toEqual([expect.stringMatching(new RegExp(`^${PAGE.replace(/[.]/g, '\\.')}:\\d+ sections\\[#1\\]\\.missing — unknown field "missing"`))]);
});
