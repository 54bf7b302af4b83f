import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { translatedFigureWarnings } from './figure-check';
import { factTable } from './products.server';
import { formatProblem } from './read';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of content/ with Tara Greet's battery set to `value`. */
function withBattery(value: string): string {
  const root = mkdtempSync(join(tmpdir(), 'figures-'));
  made.push(root);
  cpSync('content', join(root, 'content'), { recursive: true });
  const file = join(root, 'content', 'products', 'tara-greet.yaml');
  const before = readFileSync(file, 'utf8');
  const after = before.replace(/value: 6-8 hours of active use, short: \{ label: Active use, value: 6-8 hours \}/, `value: ${value} of active use, short: { label: Active use, value: ${value} }`);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
  return root;
}

test('a figure changed in the English product file changes in Arabic too: the translation gives the words, English the numbers', () => {
  const root = withBattery('7-9 hours');
  const arabic = factTable(root, 'ar').get('tara-greet')!;
  expect(arabic.get('battery')).toBe('7-9 ساعات من الاستخدام الفعلي');
  expect(arabic.get('battery|short')).toBe('7-9 ساعات');
  expect(translatedFigureWarnings(root)).toEqual([]);
});

test('a translation whose numbers no longer line up shows the English value, and the check says so at its line', () => {
  const root = withBattery('8 hours');
  expect(factTable(root, 'ar').get('tara-greet')!.get('battery')).toBe('8 hours of active use');
  const line = readFileSync('content/ar/products/tara-greet.yaml', 'utf8').split('\n').findIndex((text) => text.includes('battery:')) + 1;
  expect(translatedFigureWarnings(root).map(formatProblem)).toEqual([
    `content/ar/products/tara-greet.yaml:${line} specs.battery.value — the numbers of this value no longer match content/products/tara-greet.yaml ("8 hours of active use"): pages in this language show the English value until it is translated again (numbers come from the English file; write the words and units around them)`,
    `content/ar/products/tara-greet.yaml:${line} specs.battery.short.value — the numbers of this value no longer match content/products/tara-greet.yaml ("8 hours"): pages in this language show the English value until it is translated again (numbers come from the English file; write the words and units around them)`,
  ]);
});
