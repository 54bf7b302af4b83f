/**
 * How figures are written (docs/decisions/3350): a unit apart from its number, and an Arabic range
 * in words. Files are written here; today's copy is never read.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { formatProblem } from './read';
import { writingProblems } from './writing-check';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The problems of one file written at `path` (under content/). */
function problemsOf(path: string, text: string): string[] {
  const root = mkdtempSync(join(tmpdir(), 'writing-'));
  made.push(root);
  mkdirSync(dirname(join(root, 'content', path)), { recursive: true });
  writeFileSync(join(root, 'content', path), text);
  return writingProblems(root, [`content/${path}`]).map(formatProblem);
}

test('a unit written against its number is refused, with the figure to write', () => {
  expect(problemsOf('products/example.yaml', 'specs:\n  - { key: payload, label: Payload, value: 25kg }\n  - { key: range, label: Range, value: Up to 5km }\n')).toEqual([
    'content/products/example.yaml:2 specs[#1].value — "25kg": write a space between a number and its unit, as SI does: "25 kg"',
    'content/products/example.yaml:3 specs[#2].value — "5km": write a space between a number and its unit, as SI does: "5 km"',
  ]);
  expect(problemsOf('pages/example.mdx', '---\ntitle: Example\n---\n\nIt runs for 12h+ on a charge.\n')).toEqual([
    'content/pages/example.mdx:5 body — "12h": write a space between a number and its unit, as SI does: "12 h"',
  ]);
});

test('names that hold a digit and a letter are not units: 4K, 5G, Wi-Fi 6, A4', () => {
  expect(problemsOf('pages/example.mdx', '---\ntitle: 4K cameras, 5G and 4G, Wi-Fi 6, A4 paper\n---\n\n25 kg, 5 km and 172 cm.\n')).toEqual([]);
});

test('in Arabic a range with a dash is refused, with the words to write; in English it is how a range is written', () => {
  expect(problemsOf('ar/pages/example.mdx', '---\ntitle: مثال\nsections:\n  - type: faq\n    items:\n      - { question: كم؟, answer: "يستغرق الإعداد 1-3 أيام." }\n---\n\nعائد خلال 6 – 12 شهرًا.\n')).toEqual([
    'content/ar/pages/example.mdx:6 sections[#1].items[#1].answer — "1-3": in Arabic write a range in words, "1 إلى 3" (or "من 1 إلى 3"); a dash between numbers is drawn left to right in some places and right to left in others',
    'content/ar/pages/example.mdx:9 body — "6 – 12": in Arabic write a range in words, "6 إلى 12" (or "من 6 إلى 12"); a dash between numbers is drawn left to right in some places and right to left in others',
  ]);
  expect(problemsOf('ar/pages/example.mdx', '---\ntitle: مثال\n---\n\nعائد خلال 6 إلى 12 شهرًا، وفي [الصفحة](/news/2024-05-12).\n')).toEqual([]);
  expect(problemsOf('pages/example.mdx', '---\ntitle: Example\n---\n\nA return within 6–12 months.\n')).toEqual([]);
});

/** The problems of the file at `path` in a content folder holding `files` (paths under content/). */
function problemsAmong(files: Record<string, string>, path: string): string[] {
  const root = mkdtempSync(join(tmpdir(), 'writing-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'content', file)), { recursive: true });
    writeFileSync(join(root, 'content', file), text);
  }
  return writingProblems(root, [`content/${path}`]).map(formatProblem);
}

test('in Arabic "حتى" after a noun of extent is refused, read with its quoted figure; alone in a value, or as "يصل إلى", it stands', () => {
  const english = { 'products/example.yaml': 'specs:\n  - { key: range, label: Range, value: Up to 12 meters }\n' };
  const page = '---\ntitle: مثال\nsections:\n  - type: faq\n    items:\n      - { question: ما المدى؟, answer: "يقرأ الوسوم بمدى [[example.range]]." }\n---\n\nيعمل على بُعد حتى 5 أمتار.\n';
  expect(problemsAmong({ ...english, 'ar/products/example.yaml': 'specs:\n  range: { label: المدى, value: حتى 12 مترًا }\n', 'ar/pages/example.mdx': page }, 'ar/pages/example.mdx')).toEqual([
    'content/ar/pages/example.mdx:6 sections[#1].items[#1].answer — "بمدى حتى": "حتى" after a noun copies "up to" word for word; write "بمدى يصل إلى" (or quote a value that does not open with "حتى")',
    'content/ar/pages/example.mdx:9 body — "بُعد حتى": "حتى" after a noun copies "up to" word for word; write "بُعد يصل إلى" (or quote a value that does not open with "حتى")',
  ]);
  // The value alone, in its spec row, is how Arabic writes it; a sentence quoting "يصل إلى 12 مترًا" reads as Arabic.
  expect(problemsAmong({ ...english, 'ar/products/example.yaml': 'specs:\n  range: { label: المدى, value: حتى 12 مترًا }\n' }, 'ar/products/example.yaml')).toEqual([]);
  expect(
    problemsAmong({ ...english, 'ar/products/example.yaml': 'specs:\n  range: { label: المدى, value: يصل إلى 12 مترًا }\n', 'ar/pages/example.mdx': page.replace('حتى 5', 'يصل إلى 5') }, 'ar/pages/example.mdx'),
  ).toEqual([]);
});
