import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { formatProblem as checkFormat } from '~/content/read';
import { factTable } from '~/content/products.server';
import { parseSource } from '~/content/source';
import type { CmsConfig } from './config-types';
import generated from './config.generated.json';
import { formatProblem } from './check';
import { fromFile } from './format';
import { fileToSave, SaveRefused, type Draft } from './save';
import { fieldsOfCollection } from './settings';

const config = generated as CmsConfig;
const root = process.cwd();
const context = (file: string) => ({
  facts: (lang?: 'en' | 'ar') => factTable(root, lang),
  english: file.startsWith('content/ar/')
    ? parseSource(file.replace('content/ar/', 'content/'), readFileSync(file.replace('content/ar/', 'content/'), 'utf8')).data
    : undefined,
});

/** A draft of the file at `file` with its values changed by `edit`, as the editor hands it over. */
function draft(collection: string, file: string, edit: (values: Record<string, unknown>) => void = () => {}): Draft {
  const raw = readFileSync(file, 'utf8');
  const owner = config.collections.find((item) => item.name === collection)!;
  const data = fromFile(owner.format, raw, fieldsOfCollection(config, owner));
  edit(data);
  return { collection, path: file, raw, data, isNew: false };
}

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof SaveRefused) return error.message;
    throw error;
  }
  throw new Error('the save was not refused');
};

test('a news item whose date is not a date is refused with the content check’s message, file and line', () => {
  const message = refusal(() =>
    fileToSave(
      config,
      draft('news', 'content/news/rhino-enters-beta.mdx', (values) => {
        values.date = '8 April 2024';
      }),
      (_collection, file) => context(file),
    ),
  );
  expect(message).toBe('content/news/rhino-enters-beta.mdx:3 date — expected a date like 2024-05-12, got "8 April 2024"');
});

test('a button addressed to an unknown mailbox is refused with the mailboxes there are', () => {
  const message = refusal(() =>
    fileToSave(
      config,
      draft('pages', 'content/pages/solutions/hospitals.mdx', (values) => {
        const [hero] = values.sections as { actions: Record<string, string>[] }[];
        hero!.actions[0]!.mail = 'marketing';
      }),
      (_collection, file) => context(file),
    ),
  );
  expect(message).toMatch(
    /^content\/pages\/solutions\/hospitals\.mdx:\d+ sections\[0\]\.actions\[0\]\.mail — expected one of the mailboxes: info, support, sales, partnerships, careers, got "marketing"$/,
  );
});

test('a good edit is saved as the file with that one change', () => {
  const saved = fileToSave(
    config,
    draft('news', 'content/news/rhino-enters-beta.mdx', (values) => {
      values.category = 'press';
    }),
    (_collection, file) => context(file),
  );
  expect(saved.text).toBe(readFileSync('content/news/rhino-enters-beta.mdx', 'utf8').replace(/^category: .*$/m, 'category: press'));
});

test('a date the company gives is added where the schema places it, the rest of the file untouched', () => {
  const original = readFileSync('content/news/rhino-enters-beta.mdx', 'utf8');
  const saved = fileToSave(
    config,
    draft('news', 'content/news/rhino-enters-beta.mdx', (values) => {
      values.date = '2024-04-09';
    }),
    (_collection, file) => context(file),
  );
  const withDate = /^date: /m.test(original)
    ? original.replace(/^date: .*$/m, 'date: 2024-04-09')
    : original.replace(/^(title: .*\n)/m, '$1date: 2024-04-09\n');
  expect(saved.text).toBe(withDate);
});

test('a title made too long by the figure it quotes is refused as the check measures it, figures filled in', () => {
  const message = refusal(() =>
    fileToSave(
      config,
      draft('news', 'content/news/rhino-enters-beta.mdx', (values) => {
        values.title = `${'A very long headline about Rhino '.repeat(2)}[[rhino.payload]]`;
      }),
      (_collection, file) => context(file),
    ),
  );
  expect(message).toMatch(/:2 title — title is \d+ characters; at most 65 fit in search results/);
});

test('an Arabic product’s texts are checked merged onto its English file', () => {
  const saved = fileToSave(config, draft('products-ar', 'content/ar/products/tara-care.yaml'), (_collection, file) => context(file));
  expect(saved.file).toBe('content/ar/products/tara-care.yaml');
  const message = refusal(() =>
    fileToSave(
      config,
      draft('products-ar', 'content/ar/products/tara-care.yaml', (values) => {
        values.image = { alt: '' };
      }),
      (_collection, file) => context(file),
    ),
  );
  expect(message).toContain('image.alt — expected a description of the image');
});

test('a new entry needs its address, and is saved under it', () => {
  const base = { collection: 'news', path: '', raw: '', isNew: true };
  const data = {
    title: 'At the fair',
    date: '2024-06-01',
    category: 'events',
    excerpt: 'We were there.',
    image: { src: '/images/news/gulf.svg', alt: 'A hall' },
  };
  expect(refusal(() => fileToSave(config, { ...base, data }, (_collection, file) => context(file)))).toContain(
    `address — expected the new entry's address`,
  );
  expect(fileToSave(config, { ...base, data: { ...data, address: 'at-the-fair' } }, (_collection, file) => context(file)).file).toBe(
    'content/news/at-the-fair.mdx',
  );
});

test('the editor words a problem exactly as npm run content:check does', () => {
  const problem = { file: 'content/news/x.mdx', line: 4, field: 'date', message: 'expected a date like 2024-05-12, got "May 12"' };
  expect(formatProblem(problem)).toBe(checkFormat(problem));
  expect(formatProblem({ ...problem, line: undefined })).toBe(checkFormat({ ...problem, line: undefined }));
});
