/**
 * The collection rules of the content check, proven on a temporary copy of content/ with one
 * file changed: exactly one featured story, known categories, unique slugs.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { checkContent } from './check';

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
});

test('rejects a second featured news item, naming both files', async () => {
  // Files are read in name order: daksha-… comes first, so the pre-seed item is the extra one.
  const root = copyWith(OTHER, (text) => text.replace(/^category: .*$/m, (line) => `${line}\nfeatured: true`));
  expect(await messages(root)).toEqual([`${FEATURED}:10 featured — expected exactly one featured news item; ${OTHER} is featured too`]);
});

test('rejects a newsroom with no featured item', async () => {
  const root = copyWith(FEATURED, (text) => text.replace(/^featured: true\n/m, ''));
  expect(await messages(root)).toEqual(['content/news/: featured — expected exactly one news item with "featured: true", found none']);
});

test('rejects an unknown news category, listing the known ones', async () => {
  const root = copyWith(OTHER, (text) => text.replace(/^category: .*$/m, 'category: product'));
  expect(await messages(root)).toEqual([
    `${OTHER}:5 category — expected one of the categories: announcements, press, funding, events, awards, partnerships, got "product"`,
  ]);
});

test('rejects a news slug used twice, pointing at the other file that holds it', async () => {
  const root = copyWith(OTHER, (text) => text.replace(/^slug: .*$/m, 'slug: pre-seed-funding-round'));
  expect(await messages(root)).toEqual([`${FEATURED}:2 slug — "pre-seed-funding-round" is already used by ${OTHER}; every item needs its own slug`]);
});

test('rejects a job posting slug used twice', async () => {
  const root = copyWith(POSTING, (text) => text.replace(/^slug: .*$/m, 'slug: senior-robotics-software-engineer'));
  expect(await messages(root)).toEqual([
    'content/careers/senior-robotics-software-engineer.mdx:2 slug — "senior-robotics-software-engineer" is already used by content/careers/field-deployment-lead.mdx; every item needs its own slug',
    // The news item that links to the renamed posting now points nowhere: reported too.
    'content/news/hiring-in-bangalore-dubai-riyadh.mdx:19 body — link "/careers/field-deployment-lead" leads to no page of this site; expected a route such as /contact or /news/<slug>',
  ]);
});

test('still compiles a body that uses MDX syntax, and reports a broken tag with its line', async () => {
  const root = copyWith(OTHER, (text) => text.replace('## At a glance', '## At a glance\n\n<Figure caption="unclosed">'));
  const found = await messages(root);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^content\/news\/daksha-enters-beta\.mdx:\d+ body — the MDX body does not compile: /);
});
