import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { translatedFigureWarnings } from './figure-check';
import { loadProducts } from './load.server';
import { factTable } from './products.server';
import { formatProblem } from './read';
import { parseSource } from './source';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const numbers = (text: string) => text.match(/\d+/g) ?? [];

/**
 * A figure of content/ chosen by its shape, not by today's words: a spec of a product whose
 * Arabic file translates its value with the same numbers, in the same digits ("6-8 hours of
 * active use", "6-8 ساعات من الاستخدام الفعلي"), with the lines its value and short value stand on.
 */
const figure = (() => {
  for (const product of loadProducts()) {
    const english = `content/products/${product.id}.yaml`;
    const arabic = `content/ar/products/${product.id}.yaml`;
    if (!existsSync(arabic)) continue;
    const arabicSpecs = factTable(process.cwd(), 'ar').get(product.id)!;
    const source = parseSource(english, readFileSync(english, 'utf8'));
    for (const [index, spec] of (product.specs ?? []).entries()) {
      const translated = arabicSpecs.get(spec.key);
      if (!translated || translated === spec.value || !numbers(spec.value).length || numbers(translated).join() !== numbers(spec.value).join()) continue;
      const lines = new Set([source.lineOf(['specs', index, 'value']), ...(spec.short ? [source.lineOf(['specs', index, 'short', 'value'])] : [])]);
      const arabicSource = parseSource(arabic, readFileSync(arabic, 'utf8'));
      return { product: product.id, key: spec.key, value: spec.value, short: spec.short?.value, translated, english, arabic, lines, arabicLine: arabicSource.lineOf(['specs', spec.key, 'value']) };
    }
  }
  throw new Error('no product of content/products/ has a figure its Arabic file translates with the same numbers');
})();

/** A copy of content/ with the figure's lines in the English product file changed by `edit`. */
function withFigure(edit: (line: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'figures-'));
  made.push(root);
  cpSync('content', join(root, 'content'), { recursive: true });
  const file = join(root, figure.english);
  const before = readFileSync(file, 'utf8');
  const after = before
    .split('\n')
    .map((line, index) => (figure.lines.has(index + 1) ? edit(line) : line))
    .join('\n');
  expect(after).not.toBe(before);
  writeFileSync(file, after);
  return root;
}

/** Every number one more. */
const bumped = (text: string) => text.replace(/\d+/g, (number) => String(Number(number) + 1));

test('a figure changed in the English product file changes in Arabic too: the translation gives the words, English the numbers', () => {
  const root = withFigure(bumped);
  const arabic = factTable(root, 'ar').get(figure.product)!;
  expect(factTable(root).get(figure.product)!.get(figure.key)).toBe(bumped(figure.value));
  expect(arabic.get(figure.key)).toBe(bumped(figure.translated));
  expect(translatedFigureWarnings(root)).toEqual([]);
});

test('a translation whose numbers no longer line up shows the English value, and the check says so at its line', () => {
  // One number more in the English value than its translation holds.
  const changed = `${figure.value} and 1 more`;
  const root = withFigure((line) => line.replace(figure.value, changed));
  expect(factTable(root, 'ar').get(figure.product)!.get(figure.key)).toBe(changed);
  expect(translatedFigureWarnings(root).map(formatProblem)).toEqual([
    `${figure.arabic}:${figure.arabicLine} specs.${figure.key}.value — the numbers of this value no longer match ${figure.english} ("${changed}"): pages in this language show the English value until it is translated again (numbers come from the English file; write the words and units around them)`,
  ]);
});
