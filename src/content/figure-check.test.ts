/**
 * "A figure lives once" and "each figure with its product" (docs/decisions/3000, 3350), on a
 * small content tree written here: two products, Atlas One (172 cm) and Brio (5 feet, its own
 * figures), an Arabic translation of Brio, and pages about each. Today's copy is never read.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { handTypedFigures, translatedFigureWarnings } from './figure-check';
import { factTable } from './products.server';
import { formatProblem } from './read';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const ATLAS = `name: Atlas One
path: /atlas
category: Examples
image: { src: /images/products/atlas.svg, alt: Atlas One. }
specs:
  - { key: height, label: Height, value: 172 cm }
  - { key: weight, label: Weight, value: 76 kg }
`;

const brio = (battery = '6–8 hours') => `name: Brio
path: /brio
category: Examples
image: { src: /images/products/brio.svg, alt: Brio. }
specs:
  - { key: height, label: Height, value: 5 feet }
  - { key: battery, label: Battery, value: ${battery} of active use, short: { label: Active use, value: ${battery} } }
`;

const BRIO_AR = `translationOf: "000000000000"
specs:
  height: { label: الطول, value: 5 أقدام }
  battery: { label: البطارية, value: من 6 إلى 8 ساعات من الاستخدام النشط, short: { label: الاستخدام النشط, value: 6 إلى 8 ساعات } }
`;

/** A content tree with the two products, their Arabic, and `files` (path under content/ → text). */
function tree(files: Record<string, string> = {}, battery?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'figures-'));
  made.push(root);
  const all = { 'products/atlas.yaml': ATLAS, 'products/brio.yaml': brio(battery), 'ar/products/brio.yaml': BRIO_AR, ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, 'content', path)), { recursive: true });
    writeFileSync(join(root, 'content', path), text);
  }
  return root;
}

/** The problems the check finds in one page written here, as `npm run content:check` prints them. */
function pageProblems(page: string, body = ''): string[] {
  const root = tree({ 'pages/brio.mdx': `---\ntitle: Brio\ndescription: A page about Brio.\nsections:\n${page}---\n${body}` });
  return handTypedFigures(root, ['content/pages/brio.mdx']).map(formatProblem);
}

const HERO = `  - type: product-hero
    product: brio
`;

test('a figure changed in the English product file changes in Arabic too: the translation gives the words, English the numbers', () => {
  const arabic = factTable(tree({}, '7–9 hours'), 'ar').get('brio')!;
  expect(arabic.get('battery')).toBe('من 7 إلى 9 ساعات من الاستخدام النشط');
  expect(arabic.get('battery|short')).toBe('7 إلى 9 ساعات');
  expect(translatedFigureWarnings(tree({}, '7–9 hours'))).toEqual([]);
});

test('a translation whose numbers no longer line up shows the English value, and the check says so at its line', () => {
  const root = tree({}, '8 hours');
  expect(factTable(root, 'ar').get('brio')!.get('battery')).toBe('8 hours of active use');
  expect(translatedFigureWarnings(root).map(formatProblem)).toEqual([
    'content/ar/products/brio.yaml:4 specs.battery.value — the numbers of this value no longer match content/products/brio.yaml ("8 hours of active use"): pages in this language show the English value until it is translated again (numbers come from the English file; write the words and units around them)',
    'content/ar/products/brio.yaml:4 specs.battery.short.value — the numbers of this value no longer match content/products/brio.yaml ("8 hours"): pages in this language show the English value until it is translated again (numbers come from the English file; write the words and units around them)',
  ]);
});

test('a page about one product that quotes another product’s figure without naming it is refused', () => {
  expect(pageProblems(`${HERO}    lead: Brio stands [[atlas.height]] tall.\n`)).toEqual([
    "content/pages/brio.mdx:7 sections[#1].lead — [[atlas.height]] quotes the height of Atlas One in a text about Brio, where it reads as Brio's own: name Atlas One beside it, or quote a figure of Brio",
  ]);
});

test('a page about one product that types another product’s figure is refused, with the reference to write', () => {
  expect(pageProblems(HERO, 'Brio weighs 76 kg.\n')).toEqual([
    'content/pages/brio.mdx:8 body — "76 kg" is the weight of Atlas One (content/products/atlas.yaml: "76 kg"), not a figure of Brio, which this text is about: name Atlas One beside it and write [[atlas.weight]], or give Brio\'s own figure',
  ]);
});

test('a card inside the page is about the product it names: there, that product’s figures are its own', () => {
  const cards = `${HERO}  - type: feature-cards
    heading: Versions
    items:
      - title: Atlas One
        points: ["[[atlas.height]]"]
      - title: A second card
        points: ["[[atlas.weight]]"]
`;
  expect(pageProblems(cards)).toEqual([
    "content/pages/brio.mdx:13 sections[#2].items[#2].points[#1] — [[atlas.weight]] quotes the weight of Atlas One in a text about Brio, where it reads as Brio's own: name Atlas One beside it, or quote a figure of Brio",
  ]);
});

test('a text that names both products may give each its figures, and the subject’s own figures pass', () => {
  expect(pageProblems(`${HERO}    lead: Brio stands [[brio.height]] tall; Atlas One stands [[atlas.height]] tall.\n`, 'Brio runs for [[brio.battery]].\n')).toEqual([]);
});
