import { expect, test } from 'vitest';
import { factProblems, resolveFacts, resolveFactsDeep } from './facts';

const table = new Map([['tara-greet', new Map([['weight', 'About 40 kg'], ['languages', '32+']])]]);

test('a reference is replaced by the figure from the product file', () => {
  expect(resolveFacts('Weighs [[tara-greet.weight]], speaks [[tara-greet.languages]] languages.', table)).toBe('Weighs About 40 kg, speaks 32+ languages.');
});

test('"|lower" writes the figure with a small first letter, for the middle of a sentence', () => {
  expect(resolveFacts('It weighs [[tara-greet.weight|lower]].', table)).toBe('It weighs about 40 kg.');
});

test('every string of a parsed file is resolved, keeping its shape', () => {
  expect(resolveFactsDeep({ a: ['[[tara-greet.languages]]', 3], b: { c: '[[tara-greet.weight]]' } }, table)).toEqual({ a: ['32+', 3], b: { c: 'About 40 kg' } });
});

test('an unknown product or spec stays in the text and is reported with what exists', () => {
  expect(resolveFacts('[[tara-gret.weight]]', table)).toBe('[[tara-gret.weight]]');
  expect(factProblems('[[tara-gret.weight]]', table)).toEqual(['[[tara-gret.weight]] names no product; did you mean [[tara-greet.weight]]? expected one of: tara-greet']);
  expect(factProblems('[[tara-greet.height]]', table)).toEqual(['[[tara-greet.height]]: tara-greet has no spec "height"; did you mean [[tara-greet.weight]]? expected one of: weight, languages']);
});
