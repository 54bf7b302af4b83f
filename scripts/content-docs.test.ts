import { readFileSync } from 'node:fs';
import { expect, test, vi } from 'vitest';
import { sectionTypes } from '../src/content/schemas/sections';
import { redirects, sitePages } from '../src/site-map.server';
import { CONTENT_MD, contentDocs } from './content-docs';
import { fieldRows } from './content-docs/fields';
import { newsSchema } from '../src/content/schemas/news';
import { careerSchema } from '../src/content/schemas/careers';
import { parseSource } from '../src/content/source';
import { validate } from '../src/content/validate';

// These tests read every content file, some run the whole check: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

test('CONTENT.md is what npm run content:docs generates from the code and content today', { timeout: 30_000 }, async () => {
  const fresh = await contentDocs();
  const committed = readFileSync(CONTENT_MD, 'utf8');
  // One clear instruction instead of a thousand-line diff.
  expect(committed === fresh, 'CONTENT.md is out of date: run "npm run content:docs" and commit CONTENT.md').toBe(true);
});

test('the guide names every route, alias, redirect and page file, and real check messages', async () => {
  const text = readFileSync(CONTENT_MD, 'utf8');
  for (const route of sitePages()) {
    expect(text).toContain(`| \`${route.path}\` |`);
    for (const alias of 'aliases' in route ? route.aliases : []) expect(text).toContain(`\`${alias}\``);
  }
  for (const r of redirects()) expect(text).toContain(`\`${r.from}\` → \`${r.to}\``);
  for (const route of sitePages()) expect(text).toContain(`\`${route.file}\``);
  for (const kind of sectionTypes) expect(text).toContain(`### \`${kind}\``);
  expect(text).toContain('| `/news/<slug>` |');
  expect(text).toMatch(/content\/news\/typo\.mdx:2 titel — unknown field "titel" \(did you mean "title"\?\)/);
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
