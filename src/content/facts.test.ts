import { expect, test } from 'vitest';
import { factProblems, resolveFacts, resolveFactsDeep } from './facts';

const table = new Map([['tara-greet', new Map([['weight', 'About 40 kg'], ['languages', '32+']])]]);
/** A quoted figure's parts are joined by no-break spaces, so it never breaks across lines (lib/units.ts). */
const NB = '\u00A0';

test('a reference is replaced by the figure from the product file', () => {
  expect(resolveFacts('Weighs [[tara-greet.weight]], speaks [[tara-greet.languages]] languages.', table)).toBe(`Weighs About${NB}40${NB}kg, speaks 32+ languages.`);
});

test('"|lower" writes the figure with a small first letter, for the middle of a sentence', () => {
  expect(resolveFacts('It weighs [[tara-greet.weight|lower]].', table)).toBe(`It weighs about${NB}40${NB}kg.`);
});

test('every string of a parsed file is resolved, keeping its shape', () => {
  expect(resolveFactsDeep({ a: ['[[tara-greet.languages]]', 3], b: { c: '[[tara-greet.weight]]' } }, table)).toEqual({ a: ['32+', 3], b: { c: `About${NB}40${NB}kg` } });
});

test('an unknown product or spec stays in the text and is reported with what exists', () => {
  expect(resolveFacts('[[tara-gret.weight]]', table)).toBe('[[tara-gret.weight]]');
  expect(factProblems('[[tara-gret.weight]]', table)).toEqual(['[[tara-gret.weight]] names no product; did you mean [[tara-greet.weight]]? expected one of: tara-greet']);
  expect(factProblems('[[tara-greet.height]]', table)).toEqual(['[[tara-greet.height]]: tara-greet has no spec "height"; did you mean [[tara-greet.weight]]? expected one of: weight, languages']);
});

test('"|lower" leaves an acronym or a name with inner capitals as it is', () => {
  const specs = new Map([['octa-bot', new Map([['scanning', 'RFID and computer vision'], ['connectivity', 'Wi-Fi 6, Bluetooth 5.2, 5G'], ['navigation', 'LiDAR + SLAM']])]]);
  expect(resolveFacts('It scans with [[octa-bot.scanning|lower]].', specs)).toBe('It scans with RFID and computer vision.');
  expect(resolveFacts('Over [[octa-bot.connectivity|lower]].', specs)).toBe('Over Wi-Fi 6, Bluetooth 5.2, 5G.');
  expect(resolveFacts('With [[octa-bot.navigation|lower]].', specs)).toBe('With LiDAR + SLAM.');
});

test('"|short" quotes the short wording of a spec, and the value when it has none', () => {
  const specs = new Map([['octa-bot', new Map([['operation', '8 hours continuous'], ['operation|short', '8 hours'], ['rfidRange', 'Up to 12 meters']])]]);
  expect(resolveFacts('Runs [[octa-bot.operation|short]] a day.', specs)).toBe(`Runs 8${NB}hours a day.`);
  expect(resolveFacts('Reads tags [[octa-bot.rfidRange|short|lower]] away.', specs)).toBe(`Reads tags up${NB}to${NB}12${NB}meters away.`);
});
