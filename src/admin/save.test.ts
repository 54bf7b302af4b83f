import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { loadNews, loadPageFile } from '~/content/load.server';
import { formatProblem as checkFormat } from '~/content/read';
import { factTable } from '~/content/products.server';
import { parseSource } from '~/content/source';
import { sitePages } from '~/site-map.server';
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

// Files of content/ chosen by their shape, never by today's words: a story, a page with a mail button, an Arabic product.
const story = loadNews().find((item) => !item.featured)!;
const storySource = parseSource(story.file, readFileSync(story.file, 'utf8'));
const mailButton = sitePages()
  .map((page) => ({ file: page.file, sections: loadPageFile(page.file).page.sections }))
  .flatMap(({ file, sections }) =>
    sections.flatMap((section, index) =>
      'actions' in section && section.actions
        ? section.actions.flatMap((action, i) => ('mail' in action ? [{ file, section: index, action: i }] : []))
        : [],
    ),
  )[0]!;
const arabicProduct = `content/ar/products/${readdirSync('content/ar/products').find((name) => name.endsWith('.yaml'))!}`;
/** The day after an ISO date. */
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

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
      draft('news', story.file, (values) => {
        values.date = '8 April 2024';
      }),
      (_collection, file) => context(file),
    ),
  );
  expect(message).toBe(`${story.file}:${storySource.lineOf(['date'])} date — expected a date like 2024-05-12, got "8 April 2024"`);
});

test('a button addressed to an unknown mailbox is refused with the mailboxes there are', () => {
  const message = refusal(() =>
    fileToSave(
      config,
      draft('pages', mailButton.file, (values) => {
        const sections = values.sections as { actions: Record<string, string>[] }[];
        sections[mailButton.section]!.actions[mailButton.action]!.mail = 'marketing';
      }),
      (_collection, file) => context(file),
    ),
  );
  expect(message).toMatch(
    new RegExp(
      `^${mailButton.file.replace(/[./]/g, '\\$&')}:\\d+ sections\\[${mailButton.section}\\]\\.actions\\[${mailButton.action}\\]\\.mail — expected one of the mailboxes: info, support, sales, partnerships, careers, got "marketing"$`,
    ),
  );
});

test('a good edit is saved as the file with that one change', () => {
  const saved = fileToSave(
    config,
    draft('news', story.file, (values) => {
      values.date = dayAfter(story.date);
    }),
    (_collection, file) => context(file),
  );
  const lines = readFileSync(story.file, 'utf8').split('\n');
  const at = storySource.lineOf(['date']) - 1;
  lines[at] = lines[at]!.replace(story.date, dayAfter(story.date));
  expect(saved.text).toBe(lines.join('\n'));
});

test('a title made too long by the figure it quotes is refused as the check measures it, figures filled in', () => {
  const message = refusal(() =>
    fileToSave(
      config,
      draft('news', story.file, (values) => {
        values.title = `${'A very long headline about Rhino '.repeat(2)}[[rhino.payload]]`;
      }),
      (_collection, file) => context(file),
    ),
  );
  expect(message).toMatch(new RegExp(`:${storySource.lineOf(['title'])} title — title is \\d+ characters; at most 65 fit in search results`));
});

test('an Arabic product’s texts are checked merged onto its English file', () => {
  const saved = fileToSave(config, draft('products-ar', arabicProduct), (_collection, file) => context(file));
  expect(saved.file).toBe(arabicProduct);
  const message = refusal(() =>
    fileToSave(
      config,
      draft('products-ar', arabicProduct, (values) => {
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
