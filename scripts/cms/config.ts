/**
 * npm run cms:config — writes the browser editor's configuration (src/admin/config.generated.json)
 * from the content schemas, so it never drifts from what the content check accepts: one
 * collection per kind of content (src/content/collections.ts), each translated one followed by
 * its translation (content/<lang>/…, docs/decisions/1800), every field from scripts/cms/fields.ts.
 * Only the schemas go in, never the content: a save made in the editor cannot make it stale.
 * scripts/cms/config.test.ts fails when the committed file is out of date.
 *
 *   tsx scripts/cms/config.ts          writes the file
 *   tsx scripts/cms/config.ts --check  exits 1 when it is out of date
 *
 * What the build adds at run time (the repository, the OAuth client, the site's address) is in
 * src/admin/settings.ts; why Decap CMS: docs/decisions/3200.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { collections } from '~/content/collections';
import { STAMP, TRANSLATION_OF, translatedProductSchema } from '~/content/translation';
import { translatedLangs, type Lang } from '~/lib/languages';
import type { CmsConfig, CollectionConfig as CmsCollection, FieldConfig as CmsField } from '~/admin/config-types';
import { fieldsOf } from './fields';

export const CMS_CONFIG_FILE = 'src/admin/config.generated.json';

const languageName = (lang: Lang) => new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;

/** Where uploads of a collection go: its own folder under content/images/, named in content as /images/<area>/…. */
const area = (name: string) => ({ media_folder: `/content/images/${name}`, public_folder: `/images/${name}` });

/**
 * The file name of a new entry, which is its address (`content/news/<address>.mdx` is
 * /news/<address>): asked once, when the entry is created, and never written into the file
 * (src/admin/format.ts leaves out every field marked `in_file: false`).
 */
const addressField = (hint: string, widget?: Partial<CmsField>): CmsField => ({
  name: 'address',
  label: 'Address',
  // src/admin/AddressControl.tsx: typed for a new entry, shown for one that has its file.
  widget: 'address',
  required: false,
  hint,
  pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'expected lower-case words joined by hyphens, like "tara-at-the-fair"'],
  in_file: false,
  ...widget,
});

/** The MDX text below the fields. */
const bodyField = (hint: string): CmsField => ({ name: 'body', label: 'Text', widget: 'text', required: false, hint });

const stampField = (english: string): CmsField => ({
  name: TRANSLATION_OF,
  label: 'Translation of',
  widget: 'string',
  required: false,
  hint: `The first 12 characters of the SHA-256 of ${english} when this was translated. Leave it as it is; once the translation matches a changed English file, "npm run content:translated" writes the new one (until then the check warns, and never fails).`,
  pattern: [STAMP.source, 'expected the first 12 characters of the English file’s SHA-256, like "4e14a72a595b"'],
});

const BODY_HINT =
  'The prose, in Markdown: ## for a heading, **bold**, [a link](/contact), - for a list. [[tara-greet.languages]] quotes a product figure. Reference: CONTENT.md.';

export function cmsConfig(): CmsConfig {
  const pageFields = fieldsOf(collections.pages.schema);
  const productFields = fieldsOf(collections.products.schema);
  const pages: CmsCollection = {
    name: 'pages',
    label: 'Pages',
    label_singular: 'Page',
    description: 'Every page of the site: its address is its file (content/pages/solutions/hospitals.mdx is /solutions/hospitals).',
    folder: 'content/pages',
    extension: 'mdx',
    format: 'mdx',
    create: true,
    nested: { depth: 4, subfolders: false },
    slug: '{{address}}',
    identifier_field: 'title',
    summary: '{{title}}',
    ...area('pages'),
    fields: [
      addressField(
        'The page’s file. A new page’s address: offices for /offices (a page in a folder, like /solutions/retail, is added as a file: CONTENT.md).',
      ),
      ...pageFields,
      bodyField(BODY_HINT),
    ],
  };
  const news: CmsCollection = {
    name: 'news',
    label: 'News',
    label_singular: 'News item',
    folder: `content/${collections.news.dir}`,
    extension: 'mdx',
    format: 'mdx',
    create: true,
    slug: '{{address}}',
    identifier_field: 'title',
    summary: '{{title}} · {{date}}',
    sortable_fields: ['date', 'title'],
    ...area('news'),
    fields: [
      addressField('The item’s file. A new item’s address: tara-at-the-fair for /news/tara-at-the-fair.'),
      ...fieldsOf(collections.news.schema),
      bodyField(BODY_HINT),
    ],
  };
  const careers: CmsCollection = {
    name: 'careers',
    label: 'Careers',
    label_singular: 'Job posting',
    folder: `content/${collections.careers.dir}`,
    extension: 'mdx',
    format: 'mdx',
    create: true,
    slug: '{{address}}',
    identifier_field: 'title',
    summary: '{{title}} · {{location}}',
    sortable_fields: ['posted', 'title'],
    ...area('careers'),
    fields: [
      addressField('The posting’s file. A new posting’s address: field-engineer for /careers/field-engineer.'),
      ...fieldsOf(collections.careers.schema),
      bodyField(BODY_HINT),
    ],
  };
  const products: CmsCollection = {
    name: 'products',
    label: 'Products',
    label_singular: 'Product',
    description: 'One robot each: every figure lives here once; text quotes it as [[<file name>.<spec key>]].',
    folder: `content/${collections.products.dir}`,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    slug: '{{address}}',
    identifier_field: 'name',
    summary: '{{name}}',
    ...area('products'),
    fields: [
      addressField('The product’s file. A new product’s name: tara-max; text quotes its figures as [[tara-max.<spec key>]].'),
      ...productFields,
    ],
  };
  const site: CmsCollection = {
    name: 'site',
    label: 'Site settings',
    format: 'yaml',
    delete: false,
    ...area('social'),
    files: [{ name: 'site', label: 'Site settings', file: `content/${collections.site.file}`, fields: fieldsOf(collections.site.schema) }],
  };

  const out: CmsCollection[] = [];
  for (const english of [pages, news, careers, products, site]) {
    out.push(english);
    for (const lang of translatedLangs) {
      const translation = translationOf(english, lang);
      if (translation) out.push(translation);
    }
  }
  return {
    publish_mode: 'editorial_workflow',
    media_folder: 'content/images',
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: out,
  };
}

/**
 * The collection of a translation, beside its English source (docs/decisions/1800): a page is a
 * whole page in the language; a product or the site settings hold only their texts, merged onto
 * the English file. News and job postings are English only.
 */
function translationOf(english: CmsCollection, lang: Lang): CmsCollection | undefined {
  const name = languageName(lang);
  const common = { name: `${english.name}-${lang}`, lang, translates: english.name, format: english.format } as const;
  switch (english.name) {
    case 'pages':
      return {
        ...english,
        ...common,
        label: `Pages · ${name}`,
        label_singular: `Page (${name})`,
        description: `The ${name} edition of a page: content/${lang}/pages/<the English page's place>.mdx, the same sections with their texts translated. Served under /${lang}/.`,
        folder: `content/${lang}/pages`,
        // The page's own fields follow these (src/admin/settings.ts adds them): written once in this file, not twice.
        fields: [
          addressField(
            `The page’s file. A new translation’s address is the English page’s: contact for /contact (a page in a folder is added as a file).`,
          ),
          stampField('the English page'),
        ],
        fields_of: english.name,
      };
    case 'products':
      return {
        ...english,
        ...common,
        label: `Products · ${name}`,
        label_singular: `Product texts (${name})`,
        description: `Only the texts of a product in ${name}, merged onto its English file: names and figures stay there.`,
        folder: `content/${lang}/products`,
        identifier_field: 'address',
        summary: '{{filename}}',
        fields: [
          {
            name: 'address',
            label: 'Product',
            widget: 'relation',
            required: false,
            hint: 'For a new translation: the product it translates.',
            collection: 'products',
            value_field: '{{slug}}',
            search_fields: ['name'],
            display_fields: ['name'],
            in_file: false,
          },
          stampField('the English product file'),
          ...fieldsOf(translatedProductSchema).filter((field) => field.name !== TRANSLATION_OF),
        ],
      };
    case 'site':
      return {
        ...english,
        ...common,
        label: `Site settings · ${name}`,
        files: [
          {
            name: `site-${lang}`,
            label: `Site settings (${name})`,
            file: `content/${lang}/${collections.site.file}`,
            fields: [stampField(`content/${collections.site.file}`), ...fieldsOf(collections.site.schema, { partial: true })],
          },
        ],
      };
    default:
      return undefined;
  }
}

/** The configuration as committed: JSON formatted as prettier formats it. */
export async function cmsConfigText(): Promise<string> {
  const options = (await resolveConfig(CMS_CONFIG_FILE)) ?? {};
  return format(JSON.stringify(cmsConfig()), { ...options, parser: 'json', filepath: CMS_CONFIG_FILE });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await cmsConfigText();
  if (process.argv.includes('--check')) {
    if (readFileSync(CMS_CONFIG_FILE, 'utf8') !== text) {
      console.error(`${CMS_CONFIG_FILE} is out of date. Run "npm run cms:config" and commit it.`);
      process.exit(1);
    }
    console.log(`${CMS_CONFIG_FILE} is up to date.`);
  } else {
    writeFileSync(CMS_CONFIG_FILE, text);
    console.log(`cms:config: ${CMS_CONFIG_FILE} written (${cmsConfig().collections.length} collections).`);
  }
}
