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

const refusal = async (run: () => Promise<unknown>): Promise<string> => {
  try {
    await run();
  } catch (error) {
    if (error instanceof SaveRefused) return error.message;
    throw error;
  }
  throw new Error('the save was not refused');
};

test('a news item whose date is not a date is refused with the content check’s message, file and line', async () => {
  // A story the company has not dated yet gets its date on the line after its title, where the schema places it.
  const dateLine = story.date ? storySource.lineOf(['date']) : storySource.lineOf(['title']) + 1;
  const message = await refusal(() =>
    fileToSave(
      config,
      draft('news', story.file, (values) => {
        values.date = '8 April 2024';
      }),
      (_collection, file) => context(file),
    ),
  );
  expect(message).toBe(`${story.file}:${dateLine} date — expected a date like 2024-05-12, got "8 April 2024"`);
});

test('a button addressed to an unknown mailbox is refused with the mailboxes there are', async () => {
  const message = await refusal(() =>
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
      `^${mailButton.file.replace(/[./]/g, '\\$&')}:\\d+ sections\\[#${mailButton.section + 1}\\]\\.actions\\[#${mailButton.action + 1}\\]\\.mail — expected one of the mailboxes: info, support, sales, partnerships, careers, got "marketing"$`,
    ),
  );
});

test('a good edit is saved as the file with that one change', async () => {
  const saved = await fileToSave(
    config,
    draft('news', story.file, (values) => {
      values.category = 'press';
    }),
    (_collection, file) => context(file),
  );
  expect(saved.text).toBe(readFileSync(story.file, 'utf8').replace(/^category: .*$/m, 'category: press'));
});

test('a date the company gives is added where the schema places it, the rest of the file untouched', async () => {
  const original = readFileSync(story.file, 'utf8');
  const saved = await fileToSave(
    config,
    draft('news', story.file, (values) => {
      values.date = '2024-04-09';
    }),
    (_collection, file) => context(file),
  );
  const withDate = /^date: /m.test(original)
    ? original.replace(/^date: .*$/m, 'date: 2024-04-09')
    : original.replace(/^(title: .*\n)/m, '$1date: 2024-04-09\n');
  expect(saved.text).toBe(withDate);
});

test('a title made too long by the figure it quotes is refused as the check measures it, figures filled in', async () => {
  const message = await refusal(() =>
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

test('an Arabic product’s texts are checked merged onto its English file', async () => {
  const saved = await fileToSave(config, draft('products-ar', arabicProduct), (_collection, file) => context(file));
  expect(saved.file).toBe(arabicProduct);
  const message = await refusal(() =>
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

test('a new entry needs its address, and is saved under it', async () => {
  const base = { collection: 'news', path: '', raw: '', isNew: true };
  const data = {
    title: 'At the fair',
    date: '2024-06-01',
    category: 'events',
    excerpt: 'We were there.',
    image: { src: '/images/news/gulf.svg', alt: 'A hall' },
  };
  expect(await refusal(() => fileToSave(config, { ...base, data }, (_collection, file) => context(file)))).toContain(
    `address — expected the new entry's address`,
  );
  expect((await fileToSave(config, { ...base, data: { ...data, address: 'at-the-fair' } }, (_collection, file) => context(file))).file).toBe(
    'content/news/at-the-fair.mdx',
  );
});

test('the editor words a problem exactly as npm run content:check does', () => {
  const problem = { file: 'content/news/x.mdx', line: 4, field: 'date', message: 'expected a date like 2024-05-12, got "May 12"' };
  expect(formatProblem(problem)).toBe(checkFormat(problem));
  expect(formatProblem({ ...problem, line: undefined })).toBe(checkFormat({ ...problem, line: undefined }));
});

/** A draft of the news item at `file` whose text below the fields is `body`. */
const withBody = (file: string, body: string) =>
  draft('news', file, (values) => {
    values.body = `\n${body}\n`;
  });

test('the text below the fields is checked at save as the content check reads it: each mistake with its line', async () => {
  const file = 'content/news/rhino-enters-beta.mdx';
  // The text's first line, after the empty line below the fields.
  const first = parseSource(file, readFileSync(file, 'utf8')).bodyLine + 1;
  const message = await refusal(() =>
    fileToSave(config, withBody(file, 'Rhino met **visitors.\n\nIt costs {currency}.\n\nIt carries [[rhino.payloud]].'), (_collection, path) =>
      context(path),
    ),
  );
  expect(message.split('\n')).toEqual([
    `${file}:${first} body — \`**\` before "visitors." opens bold text that is never closed, so the page shows the asterisks; add \`**\` right after the last bold word (or write \`\\*\\*\` to show them)`,
    `${file}:${first + 2} body — \`{currency}\` is code, which a text cannot hold; to show the braces as text, write \`\\{currency\\}\``,
    expect.stringMatching(
      new RegExp(
        `^${file.replace(/\./g, '\\.')}:${first + 4} body — \\[\\[rhino\\.payloud\\]\\]: rhino has no spec "payloud"; did you mean \\[\\[rhino\\.payload\\]\\]\\?`,
      ),
    ),
  ]);
});

test('a body the build could not compile, or that would run code, is refused at save with the check’s message, never the parser’s', async () => {
  const file = 'content/news/rhino-enters-beta.mdx';
  // The text's first line, after the empty line below the fields.
  const first = parseSource(file, readFileSync(file, 'utf8')).bodyLine + 1;
  expect(await refusal(() => fileToSave(config, withBody(file, 'A picture: <img src=x>'), (_collection, path) => context(path)))).toBe(
    `${file}:${first} body — put the value of \`src\` in quotes: \`src="x"\`; better, write the image in Markdown with what it shows: \`![what the picture shows](x)\``,
  );
  expect(
    await refusal(() =>
      fileToSave(config, withBody(file, '<div dangerouslySetInnerHTML={{ __html: "<script>alert(1)</script>" }} />'), (_collection, path) =>
        context(path),
      ),
    ),
  ).toBe(
    `${file}:${first} body — \`dangerouslySetInnerHTML\` in \`<div>\` writes raw HTML into the page, which a text cannot hold; delete the tag and write its words in Markdown`,
  );
});
