import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { colors, rgbOf } from './brand';
import { BRAND_FILES } from './brand-files';

test.each(Object.keys(BRAND_FILES))('%s is what brand.ts generates (run `npm run brand` after a change)', (file) => {
  expect(readFileSync(file, 'utf8')).toBe(BRAND_FILES[file]!());
});

test('app.css takes its colours from the generated tokens and types none itself', () => {
  const css = readFileSync('src/styles/app.css', 'utf8');
  expect(css).toContain("@import './tokens.css';");
  expect(css).not.toMatch(/--color-[a-z]+-\d+:/);
});

test('a colour reads as pdf-lib channels from 0 to 1', () => {
  expect(rgbOf(colors.ink[900])).toEqual([0x0b / 255, 0x1a / 255, 0x2c / 255]);
  expect(rgbOf(colors.white)).toEqual([1, 1, 1]);
});
