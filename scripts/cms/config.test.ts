import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { sectionTypes } from '~/content/schemas/sections';
import type { FieldConfig } from '~/admin/config-types';
import { CMS_CONFIG_FILE, cmsConfig, cmsConfigText } from './config';

const config = cmsConfig();
const collection = (name: string) => config.collections.find((item) => item.name === name)!;
const field = (fields: FieldConfig[] | undefined, name: string) => fields?.find((item) => item.name === name);
const sectionsField = () => field(collection('pages').fields, 'sections')!;
const kind = (type: string) => sectionsField().types!.find((item) => item.name === type)!;

test('the committed editor configuration is what npm run cms:config generates from the schemas today', async () => {
  // One clear instruction instead of a long diff.
  expect(
    readFileSync(CMS_CONFIG_FILE, 'utf8') === (await cmsConfigText()),
    `${CMS_CONFIG_FILE} is out of date: run "npm run cms:config" and commit it`,
  ).toBe(true);
});

test('every kind of section is a block type of the page’s ordered sections, with its own fields and its description', () => {
  const sections = sectionsField();
  expect(sections).toMatchObject({ widget: 'list', typeKey: 'type', min: 1 });
  expect(sections.types!.map((type) => type.name)).toEqual(sectionTypes);
  expect(kind('hero')).toMatchObject({ widget: 'object', hint: 'The plain top of a page: eyebrow, the page’s main heading (h1), lead and buttons' });
  expect(kind('hero').fields!.map((item) => item.name)).toEqual(['eyebrow', 'heading', 'lead', 'actions', 'image', 'updated', 'feed', 'appear']);
  expect(field(kind('hero').fields, 'heading')).toMatchObject({ label: 'Heading', widget: 'string', hint: "The page's main heading (h1)" });
  expect(field(kind('hero').fields, 'eyebrow')).toMatchObject({ required: false, omit_empty: true });
});

test('enums are selects, mailboxes among them, and a button’s three forms are one group whose fields say which go together', () => {
  const actions = field(kind('cta').fields, 'actions')!;
  expect(actions).toMatchObject({ widget: 'list', min: 1 });
  expect(actions.hint).toContain('Give a button with label and one of href, mail + subject, or download');
  expect(actions.fields!.map((item) => item.name)).toEqual(['label', 'href', 'mail', 'subject', 'body', 'download']);
  expect(field(actions.fields, 'mail')).toMatchObject({
    widget: 'select',
    required: false,
    options: ['info', 'support', 'sales', 'partnerships', 'careers'],
  });
  const category = field(collection('news').fields, 'category');
  expect(category).toMatchObject({ widget: 'select' });
  expect(category?.options).toContain('announcements');
  expect(category?.options).toContain('funding');
  expect(field(kind('card-grid').fields, 'columns')).toMatchObject({ widget: 'select', options: [2, 3, 4] });
});

test('dates and addresses carry the content check’s pattern and its own message', () => {
  expect(field(collection('news').fields, 'date')).toMatchObject({
    widget: 'string',
    pattern: ['^\\d{4}-\\d{2}-\\d{2}$', 'expected a date like 2024-05-12'],
  });
  expect(field(collection('careers').fields, 'posted')?.pattern?.[1]).toBe('expected a date like 2024-05-12');
  const mailboxes = field(collection('site').files![0]!.fields, 'mailboxes')!;
  expect(field(mailboxes.fields, 'info')?.pattern?.[1]).toBe('expected an e-mail address like info@example.com');
});

test('products and their specifications are chosen from the product files; images are uploads into their collection’s folder', () => {
  expect(field(kind('product-hero').fields, 'product')).toMatchObject({
    widget: 'relation',
    collection: 'products',
    value_field: '{{slug}}',
    display_fields: ['name'],
  });
  expect(field(kind('comparison').fields, 'products')).toMatchObject({ widget: 'relation', multiple: true, min: 2 });
  expect(field(field(kind('comparison').fields, 'rows')!.fields, 'spec')).toMatchObject({ widget: 'relation', value_field: 'specs.*.key' });
  expect(field(field(collection('news').fields, 'image')!.fields, 'src')).toMatchObject({ widget: 'image' });
  expect(collection('news')).toMatchObject({ media_folder: '/content/images/news', public_folder: '/images/news' });
  expect(collection('products')).toMatchObject({ media_folder: '/content/images/products', public_folder: '/images/products' });
});

test('each translation follows its English source: a page in full, a product’s and the site’s texts only', () => {
  const names = config.collections.map((item) => item.name);
  expect(names).toEqual(['pages', 'pages-ar', 'news', 'careers', 'products', 'products-ar', 'site', 'site-ar']);
  expect(collection('pages-ar')).toMatchObject({ folder: 'content/ar/pages', lang: 'ar', translates: 'pages', fields_of: 'pages' });
  expect(collection('products-ar')).toMatchObject({ folder: 'content/ar/products', lang: 'ar', translates: 'products' });
  expect(field(collection('products-ar').fields, 'specs')).toMatchObject({ widget: 'list', map_key: 'key' });
  const arabicSite = collection('site-ar').files![0]!;
  expect(arabicSite.file).toBe('content/ar/site.yaml');
  expect(arabicSite.fields.filter((item) => item.name !== 'translationOf').every((item) => item.required === false)).toBe(true);
});

/** What Decap CMS itself calls empty for a required field (decap-cms-core, EditorControlPane/Widget.js). */
const decapEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.length === 0) ||
  (Array.isArray(value) && value.length === 0) ||
  (!!value && typeof value === 'object' && value.constructor === Object && Object.keys(value).length === 0);

/** The fields Decap CMS would refuse to save in `value`: a required field left empty, a text that does not match its pattern. */
function editorRefusals(value: unknown, fields: readonly FieldConfig[], path: string): string[] {
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return fields.flatMap((item) => {
    if (item.in_file === false) return [];
    const child = record[item.name];
    const at = `${path}${item.name}`;
    const own = [
      ...(item.required !== false && decapEmpty(child) ? [`${at}: required`] : []),
      ...(item.pattern && typeof child === 'string' && child && !new RegExp(item.pattern[0]).test(child) ? [`${at}: ${item.pattern[1]}`] : []),
    ];
    // A group's fields are drawn, and checked, even when the file leaves the group out.
    if (item.widget === 'object' && item.fields) return [...own, ...editorRefusals(child, item.fields, `${at}.`)];
    if (item.widget === 'list' && Array.isArray(child) && !item.map_key) {
      return [
        ...own,
        ...child.flatMap((entry: unknown, index) => {
          if (item.field) return editorRefusals({ [item.field.name]: entry }, [item.field], `${at}[${index}].`);
          const type = item.types?.find((kind) => kind.name === (entry as { type?: unknown }).type);
          return editorRefusals(entry, type?.fields ?? item.fields ?? [], `${at}[${index}].`);
        }),
      ];
    }
    return own;
  });
}

test('every content file passes the editor’s own checks (required fields, patterns), so each can be opened and saved as it is', async () => {
  const { execFileSync } = await import('node:child_process');
  const { fromFile } = await import('~/admin/format');
  const { fieldsOfCollection } = await import('~/admin/settings');
  const files = execFileSync('git', ['ls-files', 'content'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(mdx|yaml)$/.test(file));
  const refusals = files.flatMap((file) => {
    const owner = config.collections.find(
      (item) =>
        (file.startsWith('content/ar/') ? item.lang === 'ar' : !item.lang) && (file.startsWith(`${item.folder}/`) || item.files?.[0]?.file === file),
    );
    if (!owner) return [`${file}: no collection`];
    const fields = fieldsOfCollection(config, owner);
    return editorRefusals(fromFile(owner.format, readFileSync(file, 'utf8'), fields), fields, `${file} `);
  });
  expect(refusals).toEqual([]);
});

test('the editor and CONTENT.md read each kind from the one description: the same fields, each hinted with the guide’s meaning', async () => {
  const { fieldRows } = await import('../content-docs/fields');
  const { sectionKinds } = await import('~/content/schemas/sections');
  for (const schema of sectionKinds) {
    const type = schema.shape.type.value;
    const rows = fieldRows(schema, []).filter((row) => /^[^.[]+$/.test(row.path) && row.path !== 'type');
    const fields = kind(type).fields!;
    expect(
      fields.map((item) => item.name),
      type,
    ).toEqual(rows.map((row) => row.path));
    for (const row of rows) if (row.meaning) expect(field(fields, row.path)?.hint, `${type}.${row.path}`).toContain(row.meaning);
  }
});
