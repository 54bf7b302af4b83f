/**
 * npm run content:docs — writes CONTENT.md, the copywriters' guide, from the code so it never
 * drifts: how a file's place gives its address (src/site-map.ts), the section kit's schemas and
 * their `.describe()` texts, the MDX components of Prose.tsx and real content check messages
 * (tests/fixtures/content-errors/). Its examples are real content too, taken once into
 * scripts/content-docs/examples.json and, for each section kind, its folder's example.json
 * (src/kinds/<kind>/example.json): the guide holds nothing that goes stale when content
 * changes, so adding or editing a page never makes it out of date (docs/decisions/3002).
 * scripts/content-docs.test.ts fails when CONTENT.md is stale.
 *
 *   tsx scripts/content-docs.ts                     writes CONTENT.md
 *   tsx scripts/content-docs.ts --check             exits 1 when CONTENT.md is out of date
 *   tsx scripts/content-docs.ts --refresh-examples  takes the examples from today's content first
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import type { z } from 'zod';
import { bdiDirections, bodyTags, voidElements } from '~/content/body-scope';
import { collections } from '~/content/collections';
import { productFiles } from '~/content/products.server';
import { listCollection } from '~/content/read';
import { describeSchema, fieldsIn, type Field } from '~/content/schema-fields';
import { pageSchema } from '~/content/schemas/page';
import { productSchema } from '~/content/schemas/products';
import { SAFE_SCHEMES } from '~/content/safe-url';
import { sectionKinds } from '~/content/schemas/sections';
import { parseSource } from '~/content/source';
import { collectionRoutes } from '~/site-map';
import { NOT_FOUND_FILE, sitePages } from '~/site-map.server';
import { components, MARKDOWN, markdownSyntax, PROSE } from './content-docs/bodies';
import { fieldRows } from './content-docs/fields';
import { checkMessages, FIXTURES, type MessageKind } from './content-docs/messages';
import { KINDS_DIR, kindFolders } from './kinds-index';

export const CONTENT_MD = 'CONTENT.md';
type Schema = z.core.$ZodType;

/** Escapes text for a Markdown table cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
/** A code span that survives backticks and pipes inside a table. */
const code = (text: string) => {
  const fence = text.includes('`') ? '``' : '`';
  const pad = fence.length > 1 ? ' ' : '';
  return `${fence}${pad}${cell(text)}${pad}${fence}`;
};
const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-');

function data(root: string, file: string): unknown {
  return parseSource(file, readFileSync(join(root, file), 'utf8')).data;
}

function items(root: string, dir: string): { file: string; data: unknown }[] {
  return listCollection(root, `content/${dir}`).map((file) => ({ file, data: data(root, file) }));
}

// ---------------------------------------------------------------------------------------------

/** Where a file's text is shown: the rules of src/site-map.ts, none of them a list of today's pages. */
function routeTable(): string[] {
  return [
    '| File | Address |',
    '| --- | --- |',
    `| ${code('content/pages/index.mdx')} | ${code('/')} (the home page) |`,
    `| ${code('content/pages/<name>.mdx')} | ${code('/<name>')}, e.g. ${code('content/pages/contact.mdx')} is ${code('/contact')} |`,
    `| ${code('content/pages/<folder>/<name>.mdx')} | ${code('/<folder>/<name>')}, e.g. ${code('content/pages/solutions/hospitals.mdx')} is ${code('/solutions/hospitals')} |`,
    `| ${code('content/pages/<folder>/index.mdx')} | ${code('/<folder>')} |`,
    ...collectionRoutes.map(
      (route) =>
        `| ${code(`content/${collections[route.collection].dir}/<slug>.mdx`)} (one file per item) | ${code(`${route.prefix}/<slug>`)}, listed on ${code(route.prefix)} |`,
    ),
    `| ${code('content/ar/pages/<same place>.mdx')} | ${code('/ar/<same address>')}: the Arabic edition of the English page |`,
    `| ${code(NOT_FOUND_FILE)} | any other address (the not-found page) |`,
  ];
}

/** Examples from real content, by table and field path, taken once (see `--refresh-examples`). */
export type Examples = {
  /** Table ("page", "kind:hero", "product", "site", "news", "careers") → field path → example. */
  fields: Record<string, Record<string, string>>;
  /** Section kind → one real section of that kind and its file. */
  sections: Record<string, { file: string; section: Record<string, unknown> }>;
  /** Collection → one real item's fields and its file, for the "add an item" templates. */
  templates: Record<string, { file: string; data: unknown }>;
  /** A real `image:` field. */
  photo?: unknown;
  /** Markdown syntax name → a real line of a body. */
  syntax: Record<string, { example: string; file: string }>;
  /** Component name → a real use in a body. */
  components: Record<string, { example: string; file?: string }>;
};

export const EXAMPLES = 'scripts/content-docs/examples.json';

const rowExamples = (schema: Schema, samples: readonly unknown[]) =>
  Object.fromEntries(
    fieldRows(schema, samples).flatMap((row) => (row.example === undefined || row.container ? [] : [[row.path, row.example] as const])),
  );

/** The examples the guide shows, taken from the content under `root` today. */
export function gatherExamples(root: string): Examples {
  const used = allSections(root);
  const news = items(root, collections.news.dir);
  const careers = items(root, collections.careers.dir);
  const fields: Examples['fields'] = {
    page: rowExamples(
      pageSchema.omit({ sections: true }),
      sitePages(root).map((page) => data(root, page.file)),
    ),
    product: rowExamples(
      productSchema,
      productFiles(root).map((file) => data(root, file)),
    ),
    site: rowExamples(collections.site.schema, [data(root, 'content/site.yaml')]),
    news: rowExamples(
      collections.news.schema,
      news.map((item) => item.data),
    ),
    careers: rowExamples(
      collections.careers.schema,
      careers.map((item) => item.data),
    ),
  };
  const sections: Examples['sections'] = {};
  for (const kind of sectionKinds) {
    const type = kind.shape.type.value;
    const uses = used.filter((item) => item.section.type === type);
    fields[`kind:${type}`] = rowExamples(
      kind,
      uses.map((use) => use.section),
    );
    if (uses[0]) sections[type] = uses[0];
  }
  const templates: Examples['templates'] = {};
  for (const route of collectionRoutes) {
    const first = items(root, collections[route.collection].dir)[0];
    if (first) templates[route.collection] = first;
  }
  const photo = news.map((item) => (item.data as { image?: unknown }).image).find(Boolean);
  const syntax = Object.fromEntries(
    markdownSyntax(root).flatMap((item) => (item.example && item.file ? [[item.name, { example: item.example, file: item.file }] as const] : [])),
  );
  const comps = Object.fromEntries(
    components(root).flatMap((item) =>
      item.example ? [[item.name, { example: item.example, ...(item.file ? { file: item.file } : {}) }] as const] : [],
    ),
  );
  return { fields, sections, templates, ...(photo ? { photo } : {}), syntax, components: comps };
}

/** A kind's examples, in its own folder (src/kinds/<kind>/example.json): its fields' and one real section. */
type KindExample = { fields: Record<string, string>; section?: Examples['sections'][string] };
const kindExampleFile = (kind: string) => `${KINDS_DIR}/${kind}/example.json`;

/** The examples the guide shows: the shared ones (EXAMPLES) and each kind's, from its folder. */
export function readExamples(root = process.cwd()): Examples {
  const shared = JSON.parse(readFileSync(join(root, EXAMPLES), 'utf8')) as Omit<Examples, 'sections'>;
  const examples: Examples = { ...shared, fields: { ...shared.fields }, sections: {} };
  for (const { name } of kindFolders(root)) {
    const file = join(root, kindExampleFile(name));
    if (!existsSync(file)) continue;
    const kind = JSON.parse(readFileSync(file, 'utf8')) as KindExample;
    examples.fields[`kind:${name}`] = kind.fields;
    if (kind.section) examples.sections[name] = kind.section;
  }
  return examples;
}

/** Writes `examples` where readExamples reads them: each kind's in its folder, the rest in EXAMPLES. */
export async function writeExamples(examples: Examples, root = process.cwd()): Promise<void> {
  const json = async (file: string, value: unknown) =>
    writeFileSync(join(root, file), await format(JSON.stringify(value), { ...(await resolveConfig(join(root, file))), parser: 'json' }));
  const { sections, fields, ...rest } = examples;
  const kinds = new Set(kindFolders(root).map((kind) => kind.name));
  await json(EXAMPLES, { fields: Object.fromEntries(Object.entries(fields).filter(([table]) => !table.startsWith('kind:'))), ...rest });
  for (const kind of kinds) {
    const section = sections[kind];
    await json(kindExampleFile(kind), { fields: fields[`kind:${kind}`] ?? {}, ...(section ? { section } : {}) });
  }
}

function fieldTable(schema: Schema, examples: Record<string, string> = {}): string[] {
  const rows = fieldRows(schema, []).map((row) => ({ ...row, example: row.container ? undefined : examples[row.path] }));
  return [
    '| Field | Type (what the check expects) | Required | Meaning | Example from the content |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${code(row.path)} | ${cell(row.type)} | ${cell(row.required)} | ${cell(row.meaning) || '—'} | ${
          row.container ? '(see below)' : row.example === undefined ? '—' : code(row.example)
        } |`,
    ),
  ];
}

/** A ready-to-copy frontmatter built from the schema, with values from a real file. */
function template(schema: Schema, sample: unknown): string[] {
  const lines: string[] = [];
  const scalar = (value: unknown) => stringify(value, { lineWidth: 0 }).trimEnd();
  const walk = (node: Field, value: unknown, indent: string, first: string) => {
    let prefix = first;
    for (const child of fieldsIn(node)) {
      const { key, optional } = child;
      const meaning = child.description;
      const group = child.shape.kind === 'group';
      const list = child.shape.kind === 'list';
      const v = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      const note = `${optional ? 'optional — ' : ''}${meaning ?? ''}`.replace(/ — $/, '');
      const comment = note ? ` # ${note}` : '';
      if (optional && (v === undefined || (!group && !list))) {
        // Optional fields stay commented out: copying the template never adds them by accident.
        lines.push(`${prefix}# ${key}:${v === undefined ? '' : ` ${scalar(v)}`} # optional${meaning ? `: ${meaning}` : ''}`);
      } else if (v === undefined) {
        lines.push(`${prefix}${key}:${comment}`);
      } else if (group) {
        lines.push(`${prefix}${key}:${comment}`);
        walk(child, v, `${indent}  `, `${indent}  `);
      } else if (child.shape.kind === 'list' && Array.isArray(v)) {
        lines.push(`${prefix}${key}:${comment}`);
        const element = child.shape.item;
        if (element.shape.kind === 'group') walk(element, v[0], `${indent}    `, `${indent}  - `);
        else for (const item of v.slice(0, 2)) lines.push(`${indent}  - ${scalar(item)}`);
      } else {
        lines.push(`${prefix}${key}: ${scalar(v)}${comment}`);
      }
      prefix = indent;
    }
  };
  walk(describeSchema(schema), sample, '', '');
  return lines;
}

function howToAdd(examples: Examples): string[] {
  const out: string[] = [];
  for (const route of collectionRoutes) {
    const collection = collections[route.collection];
    const sample = examples.templates[route.collection];
    const noun = route.collection === 'news' ? 'a news item' : 'a job posting';
    out.push(`### Add ${noun}`, '');
    out.push(
      `1. Create ${code(`content/${collection.dir}/<slug>.mdx`)}, where ${code('<slug>')} is the address you want: the item appears at ${code(
        `${route.prefix}/<slug>`,
      )}. Use lower-case words joined by hyphens: the file name is the address, so there is no ${code('slug')} field.`,
      `2. Start it with the fields below${sample ? ` (values from ${code(sample.file)}; replace them)` : ''}. Lines starting with ${code(
        '#',
      )} are optional fields: remove the ${code('#')} to use one. The field reference lists what each one accepts.`,
      '3. Below the closing `---`, write the text in Markdown (see "Writing the text below the fields").',
      `4. Run ${code('npm run content:check')}, then ${code('npm run dev')} and open ${code(`http://127.0.0.1:5173${route.prefix}/<slug>`)}.`,
      '5. Open a pull request: the content preview comment shows every page your change touches.',
      '',
      '```mdx',
      '---',
      ...template(collection.schema, sample?.data),
      '---',
      '',
      'The text of the item, in Markdown.',
      '```',
      '',
    );
  }
  return out;
}

function howToAddPhoto(examples: Examples): string[] {
  const schema = collections.news.schema.shape.image;
  const rows = fieldRows(schema, []);
  const src = rows.find((row) => row.path === 'src');
  const example = examples.photo;
  return [
    '### Add a photo or illustration',
    '',
    `1. Put the file in ${code('content/images/<area>/')}, in the folder of the page or collection it belongs to (${code(
      'content/images/news/',
    )} for a news item, ${code('content/images/products/')} for a product…; a new folder is fine). The check expects ${src?.type ?? 'an image file'}.`,
    `2. Refer to it from a field of type "an image with src and alt", writing the path from ${code('/images/')}:`,
    '',
    '```yaml',
    ...(example ? stringify({ image: example }, { lineWidth: 0 }).trimEnd().split('\n') : ['image:', '  src: /images/<area>/<file>', '  alt: …']),
    '```',
    '',
    ...rows.map((row) => `   - ${code(row.path)} (${row.required}): ${row.meaning}.`),
    '',
    `3. Write ${code('alt')} as you would describe the picture to someone on the phone; leave it empty only for pure decoration.`,
    `4. Run ${code('npm run content:check')}: it fails if the path does not lead to a file.`,
    '',
  ];
}

function bodySection(root: string, examples: Examples): string[] {
  const syntax = MARKDOWN.map(({ name, how }) => ({ name, how, ...(examples.syntax[name] ?? { example: undefined, file: undefined }) }));
  const comps = components(root, undefined, syntax).map((item) => ({ ...item, ...(examples.components[item.name] ?? {}) }));
  return [
    'The text below the second `---` line of an `.mdx` file is its body, written in Markdown (with GitHub tables). On a page it stands where a `prose` section (or a section with `prose: true`) is, else at the end.',
    '',
    '| Write | How | Example from the content |',
    '| --- | --- | --- |',
    ...syntax.map((s) => `| ${s.name} | ${cell(s.how)} | ${s.example ? `${code(s.example)}<br>in ${code(s.file)}` : '—'} |`),
    '',
    `Components available in bodies (${code('mdxComponents')} in ${code(PROSE)}):`,
    '',
    '| Component | What it does | Example from the content |',
    '| --- | --- | --- |',
    ...comps.map((c) => `| ${code(c.name)} | ${cell(c.doc)} | ${c.example ? `${code(c.example)}${c.file ? `<br>in ${code(c.file)}` : ''}` : '—'} |`),
    '',
    'MDX treats `{` and `<` as the start of code. To write the characters themselves, use `\\{` and `&lt;`.',
    '',
    ...safeSubset(),
  ];
}

/** What a body may hold and what it may not (src/content/safe-body.ts, docs/decisions/3300), from the lists the check enforces. */
function safeSubset(): string[] {
  const tags = bodyTags.map((tag) => code(voidElements.includes(tag) ? `<${tag} />` : `<${tag}>`));
  return [
    `What a text may hold is the same for ${code('npm run content:check')}, ${code('npm run dev')}, the build and the browser editor; anything else is refused with its line and what to write instead (docs/decisions/3300):`,
    '',
    '- Markdown, as above, and the components listed above, with plain values (`name="words"`, `name={3}`, `name={true}`).',
    `- These HTML tags, with no attributes: ${tags.join(', ')}${bodyTags.includes('bdi') ? ` (${code('<bdi>')} keeps a run of Latin letters or digits in order inside Arabic text; it alone may take ${bdiDirections.map((dir) => code(`dir="${dir}"`)).join(', ')})` : ''}.`,
    '- A note to yourself, which the page does not show: `{/* a note */}`.',
    `- Links and images to a page of the site (${code('/contact')}, ${code('/images/news/x.svg')}) or to an address starting with ${SAFE_SCHEMES.map(code).join(', ')}. An image is a file in ${code('content/images/')}, written from ${code('/images/')}.`,
    `- Nothing that runs: no ${code('{…}')} other than a note, no ${code('import')} or ${code('export')} line, no other tag (write ${code('![what it shows](/images/…)')} instead of ${code('<img>')}, ${code('[the words](/contact)')} instead of ${code('<a>')}), no ${code('style')}, ${code('on…')} or ${code('dangerouslySetInnerHTML')} attribute, no ${code('javascript:')} or ${code('data:')} address.`,
    '',
  ];
}

function messagesSection(kinds: MessageKind[]): string[] {
  const out = [
    `${code('npm run content:check')} (also the first step of ${code('npm run build')} and of CI) lists every problem at once, one per line:`,
    '',
    '```text',
    'content/<file>:<line> <field> — <what is wrong and what was expected>',
    '```',
    '',
    `The field names its place in the file, lists counted from 1: ${code('sections[#2].items[#1].title')} is the title of the first item of the second section. Open the file at that line, fix the field, run the check again. These are real messages, from the broken examples in ${code(FIXTURES)}:`,
    '',
  ];
  for (const kind of kinds) {
    out.push(`#### ${kind.title}`, '', kind.meaning, '');
    for (const example of kind.examples) {
      const { problem } = example;
      const place = problem.line ? `${problem.file}:${problem.line}` : problem.file;
      out.push('```text', `${place} ${problem.field} — ${problem.message}`, '```', '');
      const key = String(problem.field.split(/[.[]/).pop());
      if (example.line && (problem.field === 'body' || example.line.startsWith(`${key}:`))) out.push(`caused by the line ${code(example.line)}`, '');
    }
  }
  return out;
}

/** Every section of every page file, with the file it is in. */
function allSections(root: string): { file: string; section: Record<string, unknown> }[] {
  const files = [...sitePages(root).map((page) => page.file), NOT_FOUND_FILE].filter((file) => existsSync(join(root, file)));
  return files.flatMap((file) => {
    const value = data(root, file);
    const sections = value && typeof value === 'object' && 'sections' in value && Array.isArray(value.sections) ? value.sections : [];
    return sections.flatMap((section: unknown) =>
      section && typeof section === 'object' ? [{ file, section: Object.fromEntries(Object.entries(section)) }] : [],
    );
  });
}

function howToAddPage(examples: Examples): string[] {
  return [
    '### Add a page',
    '',
    `1. Create ${code('content/pages/<name>.mdx')}: the file's place is the address (${code('content/pages/solutions/hospitals.mdx')} is ${code(
      '/solutions/hospitals',
    )}; ${code('index.mdx')} in a folder is the folder's address). Nothing else is needed: the page is built, listed in the sitemap and checked.`,
    `2. Write its fields: ${code('title')} and ${code('description')}, then ${code('sections:')}, a list of the blocks of the page from top to bottom. Each starts with ${code(
      '- type: <kind>',
    )}, one of the kinds in "Section kinds" below, followed by that kind's fields. Copy an example from there.`,
    `3. Below the closing ${code('---')}, write the page's prose in Markdown. It is shown where a ${code('- type: prose')} section stands, or inside a section with ${code(
      'prose: true',
    )}, or at the end of the page when no section shows it.`,
    `4. Link to it from the menu or the footer (${code('content/site.yaml')}) or from another page: the check warns about a page no link leads to.`,
    `5. Run ${code('npm run content:check')}, then ${code('npm run dev')} and open the address. That one file is the whole change: nothing else (this guide included) needs updating.`,
    '',
    `To reorder a page, move its sections in the list; to drop one, delete it. Page fields (${code('content/pages/**.mdx')}):`,
    '',
    ...fieldTable(pageSchema.omit({ sections: true }), examples.fields.page),
    '',
  ];
}

function kindSection(examples: Examples): string[] {
  return sectionKinds.flatMap((kind) => {
    const type = kind.shape.type.value;
    const example = examples.sections[type];
    return [
      `### ${code(type)}`,
      '',
      `${kind.description ?? ''}.`,
      '',
      ...fieldTable(kind, examples.fields[`kind:${type}`]),
      '',
      ...(example
        ? [
            `Example (from ${code(example.file)}):`,
            '',
            '```yaml',
            'sections:',
            ...stringify([example.section], { lineWidth: 0 })
              .trimEnd()
              .split('\n')
              .map((line) => `  ${line}`),
            '```',
            '',
          ]
        : []),
    ];
  });
}

function productSection(examples: Examples): string[] {
  return [
    `One file per robot in ${code('content/products/<id>.yaml')}. Its figures are typed here once: the product hero, the specifications table, the comparison table, the menu, the brochures, the search-engine data and every Arabic page take them from the file.`,
    '',
    `To quote a figure in any other text (a page field, a news item or its summary, a job posting, an Arabic page), write ${code('[[<id>.<key>]]')}, for example ${code(
      '[[tara-greet.weight]]',
    )}; ${code('[[<id>.<key>|lower]]')} writes it with a small first letter, for the middle of a sentence (an acronym such as "RFID" stays as it is), and ${code(
      '[[<id>.<key>|short]]',
    )} writes the spec's short wording ("8 hours" where the value is "8 hours continuous"). In a YAML field, put a text that starts with ${code(
      '[[',
    )} in quotes. The check reports a reference to a product or key that does not exist, and a product figure typed by hand ("6–8 hours" in a text about Tara Greet) with the reference to write instead.`,
    '',
    `An Arabic product file (${code('content/ar/products/<id>.yaml')}) gives the words and units of each figure (${code(
      'battery: { value: 6-8 ساعات من الاستخدام الفعلي }',
    )}); its numbers always come from the English file, so a figure changed there changes in Arabic too.`,
    '',
    ...fieldTable(productSchema, examples.fields.product),
    '',
  ];
}

/**
 * CONTENT.md from the code under `root`, the examples snapshot and the check messages of the
 * fixtures laid over `content` (by default the content under `root`).
 */
export async function contentDocs(root = process.cwd(), content = root, examples: Examples = readExamples(root)): Promise<string> {
  const kinds = await checkMessages(root, content);
  const sections: [string, string[]][] = [
    [
      'Where each page’s text lives',
      [
        `A file under ${code('content/pages/')} is a page at the address its place names: to find the text of an address, open the file at that place. The header, the menu and the footer of every page come from ${code(
          'content/site.yaml',
        )}. A page file may list other addresses: ${code('aliases:')} show the same page (search engines are told the main address) and ${code(
          'redirects:',
        )} send old addresses to it; an address that is no file's place is one of those (search ${code('content/pages/')} for it).`,
        '',
        ...routeTable(),
        '',
      ],
    ],
    ['How to add things', [...howToAddPage(examples), ...howToAdd(examples), ...howToAddPhoto(examples)]],
    [
      'Section kinds',
      ['Every kind of section a page can list under `sections:`, with its fields and an example from the content.', '', ...kindSection(examples)],
    ],
    ['Products', productSection(examples)],
    ['Writing the text below the fields', bodySection(root, examples)],
    ['What the content check tells you', messagesSection(kinds)],
    ['What the company has yet to supply', waitingSection()],
    ['The Arabic edition (translations)', translationSection()],
    [
      'Field reference: site settings',
      [
        `${code(`content/${collections.site.file}`)}: settings every page shares.`,
        '',
        ...fieldTable(collections.site.schema, examples.fields.site),
        '',
      ],
    ],
    [
      'Field reference: news items',
      [
        `${code(`content/${collections.news.dir}/<slug>.mdx`)}, one file per item.`,
        '',
        ...fieldTable(collections.news.schema, examples.fields.news),
        '',
      ],
    ],
    [
      'Field reference: job postings',
      [
        `${code(`content/${collections.careers.dir}/<slug>.mdx`)}, one file per open position.`,
        '',
        ...fieldTable(collections.careers.schema, examples.fields.careers),
        '',
      ],
    ],
  ];
  return [
    '<!-- Generated by `npm run content:docs` (scripts/content-docs.ts) from the schemas and examples of real content. Do not edit by hand. -->',
    '',
    '# Editing content',
    '',
    `Every text a visitor sees lives in ${code('content/')}: one ${code('.mdx')} file per page or item (fields between two ${code(
      '---',
    )} lines, then the text), and ${code('content/site.yaml')} for what every page shares. Edit on a branch, run ${code(
      'npm run content:check',
    )}, preview with ${code('npm run dev')} (your edit shows in the browser as you save; mistakes show in an overlay with file and line), then open a pull request: a comment lists every page your change touches, with before and after screenshots.`,
    '',
    `Those screenshots are for you and your reviewer to look at, never a test: no test compares a picture of a real page, so a new page, a reworded heading or a changed button label never fails CI for how it looks, and you never update a screenshot baseline. The test pictures are of a gallery of the section kit built from the tests' own content (${code('tests/fixtures/site/')}); only a change to the design moves them.`,
    '',
    `This guide is generated from the code, with examples taken from real content: adding or editing content never makes it out of date. After changing the code (a schema, a section kind, a check message), run ${code(
      'npm run content:docs',
    )} and commit ${code(CONTENT_MD)} (a test fails when it is out of date).`,
    '',
    ...sections.map(([title]) => `- [${title}](#${anchor(title)})`),
    '',
    ...sections.flatMap(([title, lines]) => [`## ${title}`, '', ...lines]),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n*$/, '\n');
}

/** How translators work: content/ar/ mirrors content/ (docs/decisions/1800). */
/** docs/decisions/2710: the facts the company counts but has not given, where they go, and how the check lists them. */
function waitingSection(): string[] {
  return [
    `The company counts some things without naming them: 16 clients, 10 partners (${code('Supported By')}), six partners in India (each Academic, Research or Industry) and three leaders; and it mentions videos without their addresses. The site shows only what is known, and never a placeholder: a section states how many there are (${code('total')} with ${code('totalLabel')}, e.g. "16 organisations"), and a video without an address is not shown. As soon as a copywriter adds what the company supplies, it appears:`,
    '',
    `- **Clients and partners** (kind ${code('organisations')}, ${code('content/pages/index.mdx')}): under ${code('entries:')}, ${code('{ name: …, logo: { src: /images/…, alt: … } }')} per organisation that has agreed to be listed; the logo is optional (the tile shows the name) and its alt text is always the name. Never a kind of organisation or a place instead of a name.`,
    `- **Leaders** (kind ${code('leaders')}, ${code('content/pages/robotics.mdx')}): under ${code('items:')}, ${code('{ name: …, role: …, portrait: …, focus: … }')}; name and role are required, portrait and focus optional.`,
    `- **Partners in India** (kind ${code('partners')}, ${code('content/pages/locations/india.mdx')}): under ${code('items:')}, ${code('{ name: …, kind: Academic }')} (or Research, Industry).`,
    `- **Videos** (kind ${code('videos')}, ${code('content/pages/tara.mdx')} and ${code('tara-learn.mdx')}): ${code('embedUrl: https://www.youtube-nocookie.com/embed/<video id>')} and, if you like, ${code('watchUrl:')} with the video's own page (never a search). The India video (${code('video:')} of the ${code('media-hero')} on ${code('content/pages/locations/india.mdx')}) takes ${code('embedUrl')} and ${code('externalUrl')} together.`,
    '',
    `Once every member of a group is listed, the figure gives way to the list. A list longer than ${code('total')} is a mistake the check reports. Translations (${code('content/ar/…')}) keep the same ${code('total')} and the same entries.`,
    '',
    `Until then ${code('npm run content:check')} lists each missing item as a **warning** starting "waiting for the company:" (warnings never fail the check; the build only counts them), one line per item, at the line where it is to be added, for example:`,
    '',
    '```',
    'warning: content/pages/robotics.mdx:68 sections[#5].total — waiting for the company: leader 1 of 3 in "The team leading iHub Robotics" — name, role and portrait (add under items: as { name: …, role: …, portrait: … })',
    '```',
    '',
  ];
}

function translationSection(): string[] {
  return [
    `Arabic lives in ${code('content/ar/')}, mirroring ${code('content/')}; English stays at today's addresses and Arabic is served under ${code('/ar/…')} (${code('content/ar/pages/tara.mdx')} is ${code('/ar/tara')}, ${code('content/ar/pages/index.mdx')} is ${code('/ar')}). A page that has no Arabic file is not published in Arabic: it is not in the Arabic menu's links (they lead to the English page, marked "بالإنجليزية"), the sitemap or the language switcher, which leads from it to the Arabic home and says so under its name (${code('ui.languageHome')}).`,
    '',
    `- **Pages**: ${code('content/ar/pages/<same path>.mdx')} is a full page file: the same fields and the same sections, in the same order, with every visitor-facing text translated. Section kinds, icons, images, tones, products, mailboxes, mail subjects, downloads, links (write the English path: ${code('/tara')}) and ids stay exactly as in English; the check says so when one differs.`,
    `- **Site settings**: ${code('content/ar/site.yaml')} holds only texts. It is merged onto ${code('content/site.yaml')}: a group of fields merges key by key, a list (the menu, the footer groups) replaces the English list whole, so give it in full.`,
    `- **Products**: ${code('content/ar/products/<id>.yaml')} holds only texts (${code('image.alt')}, ${code('download.kind')}, a generic ${code('name')} or ${code('category')}) and ${code('specs')} as a map from spec key to its texts: ${code('height: { label: الطول, value: 5 أقدام }')}. A value gives the words and units; its numbers are always the English file's (a figure changed in English changes here too, and when the numbers no longer line up the check warns and the English value is shown until it is translated again). ${code('[[tara-greet.height]]')} in Arabic text shows the Arabic figure. Write model names, Latin abbreviations and figures as they are (${code('WiFi أو LAN أو 4G')}, ${code('6-8 ساعات')}), with no invisible direction marks: the site keeps each Latin word and figure in its written order inside Arabic text.`,
    `- **Stamp**: every Arabic file says which English text it translates: ${code('translationOf: "<first 12 characters of sha256sum of the English file>"')}. When you have brought a file up to date with its English file, write the line the check's warning gives (on a pull request it is shown on the file itself, so you can paste it in GitHub's editor), or run ${code('npm run content:translated -- content/ar/pages/tara.mdx')} (any number of files), which writes it for you.`,
    '',
    `${code('npm run content:check')} validates Arabic files with the English schemas (after merging) and reports mistakes at their line, like English ones. It also lists, as **warnings** that never fail the check (CI shows them on the pull request's files), every Arabic file whose English file changed since it was stamped, and every interface text (site settings under ${code('header')}, ${code('menu')}, ${code('footer')} and ${code('ui')}; a page's texts) that English has and Arabic lacks, with its line in both files: until it is translated, the Arabic page shows it in English.`,
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--refresh-examples')) {
    await writeExamples(gatherExamples(process.cwd()));
    console.log(`content:docs: ${EXAMPLES} and each kind's example.json taken from today's content.`);
  }
  const text = await contentDocs();
  if (process.argv.includes('--check')) {
    const current = readFileSync(CONTENT_MD, 'utf8');
    if (current !== text) {
      console.error(`${CONTENT_MD} is out of date. Run "npm run content:docs" and commit it.`);
      process.exit(1);
    }
    console.log(`${CONTENT_MD} is up to date.`);
  } else {
    writeFileSync(CONTENT_MD, text);
    console.log(`content:docs: ${CONTENT_MD} written (${text.split('\n').length} lines).`);
  }
}
