/**
 * The collection rules of the content check, proven on a temporary copy of content/ with one
 * file changed: exactly one featured story, known categories, addresses from file names, bodies
 * and anchors.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { checkContent } from './check';

// Each test runs the whole content check (every file, every body): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const FEATURED = 'content/news/pre-seed-funding-round.mdx';
const OTHER = 'content/news/daksha-enters-beta.mdx';
const POSTING = 'content/careers/field-deployment-lead.mdx';

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of content/ and public/ where `file` is rewritten by `change`. */
function copyWith(file: string, change: (text: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  copies.push(root);
  cpSync('content', join(root, 'content'), { recursive: true });
  cpSync('public', join(root, 'public'), { recursive: true });
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `the change to ${file} must change something`).not.toBe(before);
  writeFileSync(path, after);
  return root;
}

const messages = async (root: string) => (await checkContent(root)).problems.map((p) => `${p.file}:${p.line ?? ''} ${p.field} — ${p.message}`);

test('the content as committed passes', async () => {
  expect((await checkContent(process.cwd())).problems).toEqual([]);
}, 30_000);

test('rejects a second featured news item, naming both files', async () => {
  // The message goes to the item just edited (saved last here: the copy is no repository), not the one that sorts last.
  const root = copyWith(OTHER, (text) => text.replace(/^category: .*$/m, (line) => `${line}\nfeatured: true`));
  expect(await messages(root)).toEqual([
    `${OTHER}:4 featured — expected exactly one featured news item; ${FEATURED}:8 is featured too: keep "featured: true" in the story that should lead the newsroom and delete it from the other`,
  ]);
});

test('rejects a newsroom with no featured item', async () => {
  const root = copyWith(FEATURED, (text) => text.replace(/^featured: true\n/m, ''));
  expect(await messages(root)).toEqual(['content/news/: featured — expected exactly one news item with "featured: true", found none']);
});

test('rejects an unknown news category, listing the known ones', async () => {
  const root = copyWith(OTHER, (text) => text.replace(/^category: .*$/m, 'category: product'));
  expect(await messages(root)).toEqual([
    `${OTHER}:3 category — expected one of the categories: announcements, press, funding, events, awards, partnerships, got "product"`,
  ]);
});

test('a posting whose fields fail still counts as a page: the news item linking to it gets no error', async () => {
  const root = copyWith(POSTING, (text) => text.replace(/^department: .*$/m, 'department: Field work'));
  expect(await messages(root)).toEqual([
    `${POSTING}:3 department — expected one of the departments: Engineering, Research, Design, Operations, Marketing, got "Field work"`,
  ]);
});

test('an item takes its address from its file name; a leftover slug field is to be deleted', async () => {
  const root = copyWith(POSTING, (text) => text.replace(/^---\n/, '---\nslug: field-deployment-lead\n'));
  expect(await messages(root)).toEqual([`${POSTING}:2 slug — delete this line: the address comes from the file name (field-deployment-lead)`]);
});

test('field and body mistakes of one file are reported together, each at its line of the file', async () => {
  const root = copyWith(OTHER, (text) => text.replace(/^category: .*$/m, 'category: product').replace('## At a glance', '## At a glance\n\nLoads in <2 minutes.'));
  expect(await messages(root)).toEqual([
    `${OTHER}:3 category — expected one of the categories: announcements, press, funding, events, awards, partnerships, got "product"`,
    `${OTHER}:14 body — "<" starts a tag in MDX; write 'less than 2' or \`&lt;2\``,
  ]);
});

test('an unclosed tag is reported at its own line with the fix', async () => {
  const root = copyWith(OTHER, (text) => text.replace('## At a glance', '## At a glance\n\n<Figure caption="unclosed">'));
  expect(await messages(root)).toEqual([`${OTHER}:14 body — \`<Figure>\` is never closed; close it with \`</Figure>\`, or end the tag with "/>"`]);
});

test('a body link to an anchor the target page does not render is reported, one that it renders is not', async () => {
  const root = copyWith(OTHER, (text) => text.replace('## At a glance', '## At a glance\n\nSee [the comparison](/tara#compare) and [the FAQ](/octa-bot#faq-8).'));
  expect(await messages(root)).toEqual([
    `${OTHER}:14 body — link "/octa-bot#faq-8" leads to no anchor on /octa-bot; did you mean "#faq-8-heading"? its sections with an id are: specifications`,
  ]);
});

test('a comparison row that a compared product lacks is refused, so no cell can say "Not published"', async () => {
  const root = copyWith('content/pages/tara.mdx', (text) => text.replace('      - { spec: languages, label: Languages }\n    caption:', '      - { spec: weight, label: Weight }\n    caption:'));
  expect(await messages(root)).toEqual([
    expect.stringMatching(
      /^content\/pages\/tara\.mdx:\d+ sections\[6\]\.rows\[3\]\.spec — tara-learn, tara-care have no spec "weight": every compared product needs every row \(a figure only some publish belongs on their own pages\); specs all of them have: languages, setting, useCase, role$/,
    ),
  ]);
});

test('a comparison may no longer say what a missing cell reads', async () => {
  const root = copyWith('content/pages/tara.mdx', (text) => text.replace('    caption: Tara Learn, Tara Greet and Tara Care compared', '    missing: Not published\n    caption: Tara Learn, Tara Greet and Tara Care compared'));
  expect(await messages(root)).toEqual([expect.stringMatching(/^content\/pages\/tara\.mdx:\d+ sections\[6\]\.missing — unknown field "missing"/)]);
});
