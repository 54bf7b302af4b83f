import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { collections } from '~/content/collections';
import { resolveFactsDeep } from '~/content/facts';
import { factTable } from '~/content/products.server';
import { pageSchema } from '~/content/schemas/page';
import { productSchema } from '~/content/schemas/products';
import { sectionKinds, sectionTypes } from '~/content/schemas/sections';
import { CONTENT_MD, contentDocs, readExamples } from './content-docs';
import { fieldRows } from './content-docs/fields';
import { newsSchema } from '~/content/schemas/news';
import { careerSchema } from '~/content/schemas/careers';
import { parseSource } from '~/content/source';
import { validate } from '~/content/validate';

// These tests read every content file, some run the whole check: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

test('CONTENT.md is what npm run content:docs generates from the code and the examples snapshot', { timeout: 30_000 }, async () => {
  const fresh = await contentDocs();
  const committed = readFileSync(CONTENT_MD, 'utf8');
  // One clear instruction instead of a thousand-line diff.
  expect(committed === fresh, 'CONTENT.md is out of date: run "npm run content:docs" and commit CONTENT.md').toBe(true);
});

test('the guide says by rule where a page’s text lives, names every section kind and shows real check messages', () => {
  const text = readFileSync(CONTENT_MD, 'utf8');
  for (const row of [
    '| `content/pages/<name>.mdx` | `/<name>`',
    '| `content/news/<slug>.mdx` (one file per item) | `/news/<slug>`',
    '| `content/pages/404.mdx` | any other address',
  ]) {
    expect(text).toContain(row);
  }
  for (const kind of sectionTypes) expect(text).toContain(`### \`${kind}\``);
  expect(text).toMatch(/content\/news\/typo\.mdx:2 titel — unknown field "titel" \(did you mean "title"\?\)/);
});

test('a new page, an edit of a page an example came from and a changed product figure leave CONTENT.md as it is: content never makes the guide stale', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'content-docs-new-page-'));
  try {
    cpSync('content', join(copy, 'content'), { recursive: true });
    cpSync('public', join(copy, 'public'), { recursive: true });
    // Sorted first, with the kinds and fields whose examples came from the first file that had them.
    writeFileSync(
      join(copy, 'content', 'pages', 'a-trade-fairs.mdx'),
      '---\ntitle: "Trade fairs | iHub Robotics"\ndescription: "Where to meet our robots."\nsocialImage: /images/social/default.svg\n\nsections:\n  - type: hero\n    eyebrow: Events\n    heading: Trade fairs\n    lead: Meet our robots.\n---\n\nA paragraph of more than forty characters, written in plain words.\n',
    );
    const examples = readExamples();
    const edited = Object.values(examples.sections)[0]!.file;
    writeFileSync(join(copy, edited), readFileSync(edited, 'utf8').replace(/^title: .*$/m, 'title: "Another title"'));
    // A product figure changed in its file, as a copywriter would.
    const product = join(copy, 'content', 'products', 'tara-greet.yaml');
    writeFileSync(product, readFileSync(product, 'utf8').replace(/6-8 hours/g, '7-9 hours'));
    const fresh = await contentDocs(process.cwd(), copy);
    expect(fresh === readFileSync(CONTENT_MD, 'utf8'), 'CONTENT.md changed with content').toBe(true);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('every example in scripts/content-docs/examples.json is a field the schemas still have, and every section example passes its kind', () => {
  const examples = readExamples();
  const schemas: Record<string, z.core.$ZodType> = {
    page: pageSchema.omit({ sections: true }),
    product: productSchema,
    site: collections.site.schema,
    news: newsSchema,
    careers: careerSchema,
    ...Object.fromEntries(sectionKinds.map((kind) => [`kind:${kind.shape.type.value}`, kind])),
  };
  for (const [table, rows] of Object.entries(examples.fields)) {
    const schema = schemas[table];
    expect(schema, `examples for "${table}", which is no table of the guide`).toBeDefined();
    const paths = new Set(fieldRows(schema!, []).map((row) => row.path));
    for (const path of Object.keys(rows)) expect(paths.has(path), `${table}: ${path}`).toBe(true);
  }
  const facts = factTable(process.cwd());
  for (const [type, { section }] of Object.entries(examples.sections)) {
    const kind = sectionKinds.find((candidate) => candidate.shape.type.value === type);
    expect(kind, type).toBeDefined();
    const result = z.safeParse(kind!, resolveFactsDeep(section, facts));
    expect(result.success, `${type}: ${result.error?.message ?? ''}`).toBe(true);
  }
});

test('a field row carries the schema description, the expected form and a real example', () => {
  const rows = fieldRows(newsSchema, [{ title: 'Tara at the fair', image: { src: '/images/x.svg', alt: 'A' } }]);
  expect(rows.find((row) => row.path === 'title')).toEqual({
    path: 'title',
    type: 'a headline of at most 65 characters',
    required: 'yes',
    meaning: 'Headline, also the browser tab and search result title (≤ 65 characters)',
    example: 'Tara at the fair',
    container: false,
  });
  expect(rows.find((row) => row.path === 'featured')).toMatchObject({ type: 'true or false', required: 'optional', example: undefined });
  expect(rows.find((row) => row.path === 'image.alt')).toMatchObject({ example: 'A' });
});

test('the templates for a new news item and a new job posting pass their schemas as written', () => {
  const templates = [...readFileSync(CONTENT_MD, 'utf8').matchAll(/```mdx\n([\s\S]*?)```/g)].map((m) => m[1]!);
  expect(templates).toHaveLength(2);
  const [news, posting] = templates.map((text, i) => validate([newsSchema, careerSchema][i]!, parseSource('template.mdx', text)));
  expect(news).toMatchObject({ ok: true });
  expect(posting).toMatchObject({ ok: true });
});

test('a row reads its shape from the JSON Schema and what it expects from the check’s own words', () => {
  const schema = z.strictObject({
    kind: z.enum(['a', 'b']).default('a'),
    three: z.array(z.string({ error: 'expected a word' })).length(3, { error: 'expected exactly three words' }),
    some: z.array(z.string()).min(2).optional(),
    pair: z.tuple([z.string(), z.string()], { error: 'expected two tags' }),
    count: z.number().int().optional().describe('How many'),
    name: z.string({ error: 'expected a name' }).max(20),
  });
  expect(fieldRows(schema, []).map(({ path, type, required, meaning }) => [path, type, required, meaning])).toEqual([
    ['kind', 'one of: a, b (default "a")', 'optional', ''],
    ['three', 'a list of: a word', 'yes', ''],
    ['some', 'a list of: text, at least 2', 'optional', ''],
    ['pair', 'two tags', 'yes', ''],
    ['count', 'a whole number', 'optional', 'How many'],
    ['name', 'a name of at most 20 characters', 'yes', ''],
  ]);
});
