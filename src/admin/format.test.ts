import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { CmsConfig, FieldConfig } from './config-types';
import generated from './config.generated.json';
import { fromFile, SOURCE_KEY, toFile, type FileKind } from './format';
import { fieldsOfCollection } from './settings';

const config = generated as CmsConfig;
const collection = (name: string) => config.collections.find((item) => item.name === name)!;
const fields = (name: string) => fieldsOfCollection(config, collection(name));

/** What the editor would write for `text` after `edit` changed its values. */
function save(kind: FileKind, text: string, fieldList: FieldConfig[], edit: (values: Record<string, unknown>) => void = () => {}): string {
  const values = structuredClone(fromFile(kind, text, fieldList));
  edit(values);
  return toFile(kind, { ...values, [SOURCE_KEY]: text }, fieldList);
}

const NEWS = `---
title: "Rhino enters beta: a [[rhino.payload]] payload ground robot"
date: 2024-04-08
category: announcements
# A comment the editor never shows stays where it is.
excerpt: Rhino carries [[rhino.payload]] for reconnaissance.
image:
  src: /images/news/rhino.svg
  alt: A rugged tracked ground vehicle
---

**Rhino**, our defense ground robot, is now in **BETA**.
`;

test('every content file the editor opens and saves unchanged is written back byte for byte', () => {
  const files = execFileSync('git', ['ls-files', 'content'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(mdx|yaml)$/.test(file));
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const kind: FileKind = file.endsWith('.mdx') ? 'mdx' : 'yaml';
    const name = file.startsWith('content/ar/') ? file.split('/')[2]! : file.split('/')[1]!;
    const owner = config.collections.find(
      (item) => (file.startsWith('content/ar/') ? item.lang === 'ar' : !item.lang) && (item.folder?.endsWith(name) || item.files?.[0]?.file === file),
    );
    expect(owner, file).toBeDefined();
    expect(save(kind, text, fieldsOfCollection(config, owner!)), file).toBe(text);
  }
});

test('a changed title rewrites that line and nothing else', () => {
  const after = save('mdx', NEWS, fields('news'), (values) => {
    values.title = 'Rhino enters beta';
  });
  expect(after).toBe(NEWS.replace('title: "Rhino enters beta: a [[rhino.payload]] payload ground robot"', 'title: "Rhino enters beta"'));
});

test('an edited text keeps the body below the front matter as it was', () => {
  const after = save('mdx', NEWS, fields('news'), (values) => {
    values.body = `${String(values.body)}\nA second paragraph.\n`;
  });
  expect(after).toBe(`${NEWS}\nA second paragraph.\n`);
});

test('a button written as { label, href } keeps its braces when its label changes', () => {
  const page = `---
title: Page | iHub Robotics
description: A page.
sections:
  - type: cta
    heading: Talk to us
    actions:
      - { label: Contact us, href: /contact }
      - { label: Request Demo, mail: info, subject: TARA Demo Request }
---
`;
  const after = save('mdx', page, fields('pages'), (values) => {
    const [cta] = values.sections as { actions: { label: string }[] }[];
    cta!.actions[0]!.label = 'Write to us';
  });
  expect(after).toBe(page.replace('{ label: Contact us, href: /contact }', '{ label: Write to us, href: /contact }'));
});

test('a new section is written in the order of its kind’s fields, its type first', () => {
  const page = `---
title: Page | iHub Robotics
description: A page.
sections:
  - type: hero
    heading: A page
---
`;
  const after = save('mdx', page, fields('pages'), (values) => {
    (values.sections as unknown[]).push({ actions: [{ href: '/contact', label: 'Contact us' }], heading: 'Talk to us', type: 'cta' });
  });
  expect(after).toBe(`---
title: Page | iHub Robotics
description: A page.
sections:
  - type: hero
    heading: A page
  - type: cta
    heading: Talk to us
    actions:
      - label: Contact us
        href: /contact
---
`);
});

test('an optional field left empty is not written, while an empty alt text (decoration) is kept', () => {
  const page = `---
title: Page | iHub Robotics
description: A page.
sections:
  - type: hero
    heading: A page
---
`;
  const after = save('mdx', page, fields('pages'), (values) => {
    const [hero] = values.sections as Record<string, unknown>[];
    Object.assign(hero!, { eyebrow: '', lead: '', actions: [] });
    (values.sections as unknown[]).push({ type: 'media-text', heading: 'Seen', text: 'A sentence.', image: { src: '/images/x.svg', alt: '' } });
  });
  expect(after).not.toMatch(/eyebrow|lead|actions/);
  expect(after).toContain('alt: ""');
});

test('a field given for the first time goes where its kind lists it', () => {
  const page = `---
title: Page | iHub Robotics
description: A page.
sections:
  - type: hero
    heading: A page
    lead: One sentence.
---
`;
  const after = save('mdx', page, fields('pages'), (values) => {
    Object.assign((values.sections as Record<string, unknown>[])[0]!, { eyebrow: 'Company' });
  });
  expect(after).toContain('  - type: hero\n    eyebrow: Company\n    heading: A page\n    lead: One sentence.\n');
});

test('a translation’s specs are edited as a list, each with its key, and written back as the map the file holds', () => {
  const product = `# Arabic texts of a product.
translationOf: "c6846f434bd2"
specs:
  languages: { label: اللغات }
  height: { label: الطول, value: 5 أقدام }
`;
  const values = fromFile('yaml', product, fields('products-ar'));
  expect(values.specs).toEqual([
    { key: 'languages', label: 'اللغات' },
    { key: 'height', label: 'الطول', value: '5 أقدام' },
  ]);
  const after = save('yaml', product, fields('products-ar'), (edited) => {
    (edited.specs as Record<string, string>[])[1]!.value = '1.5 م';
  });
  expect(after).toBe(product.replace('value: 5 أقدام', 'value: 1.5 م'));
});

test('a new entry is written with its fields in order, without the address it was created under, its text after the front matter', () => {
  const text = toFile(
    'mdx',
    { body: 'The text.\n', image: { alt: 'A robot', src: '/images/news/x.svg' }, category: 'events', address: 'at-the-fair', title: 'At the fair' },
    fields('news'),
  );
  expect(text).toBe(`---
title: At the fair
category: events
image:
  src: /images/news/x.svg
  alt: A robot
---

The text.
`);
});
