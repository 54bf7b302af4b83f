/**
 * Translations (content/ar/, docs/decisions/1800): partial files merged onto the English,
 * validated with the English schemas and reported at their own lines; stale stamps and missing
 * interface strings as warnings; figures isolated in right-to-left text. The check runs on a copy
 * of content/ whose Arabic folder is replaced by tests/fixtures/translations/.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { stamped } from '../../scripts/content-translated';
import { checkContent, type CheckResult } from '~/content/check';
import { shapeProblems } from '~/content/check-translations';
import { parseSource } from '~/content/source';
import { isolateForRtl } from '~/content/facts';
import { loadProduct } from '~/content/load.server';
import { inspectEntry } from '~/content/read';
import { pageSchema } from '~/content/schemas/page';
import { productSchema } from '~/content/schemas/products';
import { siteSchema } from '~/content/schemas/site';
import { deepMerge, mergeProduct, sourceStamp } from '~/content/translation';
import { localLink } from '~/lib/languages';

vi.setConfig({ testTimeout: 90_000 });

const FIXTURE = 'tests/fixtures/translations/content/ar';

// The fixture is translated from the English of content/, whose words, lines and figures are the
// copywriters': every English line and value the messages name is read from there, not typed here.
const english = (file: string) => parseSource(file, readFileSync(file, 'utf8'));
const site = english('content/site.yaml');
const notFound = english('content/pages/404.mdx');
/** A field's value in an English file, by its path. */
function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? new Map(Object.entries(value)).get(String(key)) : undefined),
    data,
  );
}
/** `content/site.yaml:146 has "Back to top"`: where the English file has a field, and what. */
const englishHas = (source: ReturnType<typeof english>, path: PropertyKey[]) =>
  `${source.file}:${source.lineOf(path)} has "${String(valueAt(source.data, path))}"`;
const greet = loadProduct('tara-greet');
const specOf = (key: string) => greet.specs?.find((spec) => spec.key === key)?.value ?? '';
const line = (p: { file: string; line?: number | undefined; field: string; message: string }) =>
  `${p.file}:${p.line ?? ''} ${p.field} — ${p.message}`;

let root: string;
let result: CheckResult;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'translations-'));
  cpSync('content', join(root, 'content'), { recursive: true });
  cpSync('public', join(root, 'public'), { recursive: true });
  rmSync(join(root, 'content', 'ar'), { recursive: true, force: true });
  cpSync(FIXTURE, join(root, 'content', 'ar'), { recursive: true });
  result = await checkContent(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a partial translation merges onto the English: objects key by key, a list whole', () => {
  const english = { header: { menuLabel: 'Menu', closeLabel: 'Close menu' }, menu: [{ heading: 'A' }, { heading: 'B' }] };
  expect(deepMerge(english, { header: { menuLabel: 'القائمة' }, menu: [{ heading: 'أ' }] })).toEqual({
    header: { menuLabel: 'القائمة', closeLabel: 'Close menu' },
    menu: [{ heading: 'أ' }],
  });
});

test("a product's translated specs merge into the English spec of the same key; the PDF kind stays the build's", () => {
  const english = {
    name: 'Tara Greet',
    specs: [
      { key: 'height', label: 'Height', value: '5 feet' },
      { key: 'weight', label: 'Weight', value: 'About 40 kg' },
    ],
    download: { kind: 'Brochure', file: '/downloads/x.pdf' },
  };
  expect(mergeProduct(english, { specs: { height: { value: '5 أقدام' } }, download: { kind: 'كتيّب' } })).toEqual({
    name: 'Tara Greet',
    specs: [
      { key: 'height', label: 'Height', value: '5 أقدام' },
      { key: 'weight', label: 'Weight', value: 'About 40 kg' },
    ],
    download: { kind: 'Brochure', file: '/downloads/x.pdf' },
  });
});

test('translated files are validated with the English schemas and each mistake is reported at its own line', () => {
  expect(result.problems.map(line)).toEqual([
    'content/ar/site.yaml:6 header.menuLable — unknown field "menuLable" (did you mean "menuLabel"?)',
    `content/ar/products/tara-greet.yaml:7 specs.heigth — content/products/tara-greet.yaml has no spec "heigth"; expected one of: ${(greet.specs ?? []).map((spec) => spec.key).join(', ')}`,
    'content/ar/pages/404.mdx:6 sections[#1].suggestionsHeading — required field is missing (expected a heading)',
    `content/ar/pages/404.mdx:15 sections[#1].suggestions[#4].href — expected "${String(valueAt(notFound.data, ['sections', 0, 'suggestions', 3, 'href']))}" as in content/pages/404.mdx (href is kept as it is in a translation), got "/tara-care"`,
  ]);
});

test('a translation whose English file changed since it was stamped is a warning, not a problem', () => {
  const stale = result.warnings.filter((w) => w.field === 'translationOf').map(line);
  const now = (file: string) => sourceStamp(readFileSync(join(root, file)));
  expect(stale).toEqual([
    `content/ar/site.yaml:3 translationOf — content/site.yaml changed since this was translated (translated from 000000000000, now ${now('content/site.yaml')}); the text it was translated from is in no commit of this repository, so compare the translation with content/site.yaml as it is, update it, then replace that line with \`translationOf: "${now('content/site.yaml')}"\` (or run "npm run content:translated -- content/ar/site.yaml") once it is up to date`,
    `content/ar/products/tara-greet.yaml:2 translationOf — content/products/tara-greet.yaml changed since this was translated (translated from 000000000000, now ${now('content/products/tara-greet.yaml')}); the text it was translated from is in no commit of this repository, so compare the translation with content/products/tara-greet.yaml as it is, update it, then replace that line with \`translationOf: "${now('content/products/tara-greet.yaml')}"\` (or run "npm run content:translated -- content/ar/products/tara-greet.yaml") once it is up to date`,
    `content/ar/pages/404.mdx:1 translationOf — no translationOf: cannot tell whether content/pages/404.mdx changed since it was translated; add the line \`translationOf: "${now('content/pages/404.mdx')}"\` after the first "---" (or run "npm run content:translated -- content/ar/pages/404.mdx") once it is up to date`,
  ]);
});

test('each interface string the English site settings have and the translation lacks is a warning naming both lines', () => {
  const missing = result.warnings.filter((w) => w.file === 'content/ar/site.yaml' && w.field !== 'translationOf').map(line);
  expect(missing).toContain(
    `content/ar/site.yaml:8 ui.scrollTop — missing: ${englishHas(site, ['ui', 'scrollTop'])}, which this language shows in English until it is translated here`,
  );
  expect(missing).toContain(
    `content/ar/site.yaml:4 header.talk.label — missing: ${englishHas(site, ['header', 'talk', 'label'])}, which this language shows in English until it is translated here`,
  );
  // Settings that are not interface strings (the address, the tagline) are not asked for.
  expect(missing.some((w) => / (address|tagline|claims)/.test(w))).toBe(false);
  // A page's texts too: the 404 fixture leaves out the suggestions' heading.
  expect(result.warnings.map(line)).toContain(
    `content/ar/pages/404.mdx:6 sections[#1].suggestionsHeading — missing: ${englishHas(notFound, ['sections', 0, 'suggestionsHeading'])}, which the page in this language does not show until it is translated here`,
  );
});

test('a figure quoted in Arabic text is the Arabic figure, its Latin and number runs isolated left to right', () => {
  const page = inspectEntry(root, 'content/ar/pages/404.mdx', pageSchema);
  const text = JSON.stringify(page.source.data);
  // The fixture translates the height ("5 أقدام", its number the English file's) and not the weight (shown as English has it);
  // a figure's parts are joined by no-break spaces, so it never breaks across lines (lib/units.ts).
  const height = specOf('height').match(/\d+/)?.[0] ?? '';
  const weight = specOf('weight').replace(/ /g, '\u00A0');
  expect(text).toContain(`يبلغ طول Tara Greet \u2066${height}\u2069\u00A0أقدام ووزنه \u2066${weight}\u2069.`);
  expect(isolateForRtl('نحو')).toBe('نحو');
  const product = inspectEntry(root, 'content/ar/products/tara-greet.yaml', productSchema);
  expect(product.problems.map((p) => p.field)).toEqual(['specs.heigth']);
});

test('the English output is untouched by a translation: no isolates, English figures', () => {
  const english = inspectEntry(root, 'content/site.yaml', siteSchema);
  expect(JSON.stringify(english.data)).not.toMatch(/[\u2066-\u2069]/);
});

test('a translator stamps a file with the current hash of its English file, touching only that line', () => {
  const mdx = '---\n# comment\ntitle: x\n---\nbody\n';
  expect(stamped(mdx, 'abcdef012345', true)).toBe('---\ntranslationOf: "abcdef012345"\n# comment\ntitle: x\n---\nbody\n');
  expect(stamped('# c\ntranslationOf: "000000000000"\na: 1\n', 'abcdef012345', false)).toBe('# c\ntranslationOf: "abcdef012345"\na: 1\n');
  expect(stamped('# c\n\na: 1\n', 'abcdef012345', false)).toBe('# c\n\ntranslationOf: "abcdef012345"\na: 1\n');
});

test('links written as English paths lead to the same language when the page exists there, else to English, marked', () => {
  const edition = { lang: 'ar' as const, pages: { '/': '/ar', '/tara': '/ar/tara', '/about': '/ar/robotics' } };
  expect(localLink('/tara#specifications', edition)).toEqual({ href: '/ar/tara#specifications' });
  expect(localLink('/about', edition)).toEqual({ href: '/ar/robotics' });
  expect(localLink('/careers', edition)).toEqual({ href: '/careers', hrefLang: 'en' });
  expect(localLink('/ar/tara', edition)).toEqual({ href: '/ar/tara' });
  expect(localLink('#versions', edition)).toEqual({ href: '#versions' });
  expect(localLink('mailto:info@example.com', edition)).toEqual({ href: 'mailto:info@example.com' });
  expect(localLink('/tara', undefined)).toEqual({ href: '/tara' });
});

test('the stamp is the one sha256sum prints', () => {
  const file = join(root, 'stamp.txt');
  writeFileSync(file, 'hello\n');
  expect(sourceStamp(readFileSync(file))).toBe('5891b5b522d5');
});

test('a mail subject is kept in a translation; the labels grouped beside it, a field named "subject" and a message named "network" are texts', () => {
  const page = (subject: string, label: string, reason: string, nameLabel: string) =>
    [
      '---',
      'title: T',
      'description: D',
      'sections:',
      '  - type: contact-form',
      '    form:',
      `      fields: { subject: { label: "${label}" } }`,
      `      reasons: { network: "${reason}" }`,
      `      mail: { subject: "${subject}", nameLabel: "${nameLabel}" }`,
      '---',
      '',
    ].join('\n');
  const english = parseSource('content/pages/contact.mdx', page('Website enquiry from {name}', 'Subject', 'We could not reach it.', 'Name'));
  const faithful = parseSource('content/ar/pages/contact.mdx', page('Website enquiry from {name}', 'الموضوع', 'تعذّر الوصول إليها.', 'الاسم'));
  expect(shapeProblems(faithful, english)).toEqual([]);
  const renamed = parseSource('content/ar/pages/contact.mdx', page('استفسار من {name}', 'الموضوع', 'تعذّر الوصول إليها.', 'الاسم'));
  expect(shapeProblems(renamed, english).map(line)).toEqual([
    'content/ar/pages/contact.mdx:9 sections[#1].form.mail.subject — expected "Website enquiry from {name}" as in content/pages/contact.mdx (subject is kept as it is in a translation), got "استفسار من {name}"',
  ]);
});
