import { expect, test } from 'vitest';
import { bindFigures, NBSP } from './units';

/** The text with each no-break space shown as "~", so a case reads at a glance. */
const shown = (text: string) => bindFigures(text).replaceAll(NBSP, '~');

test('a number keeps its unit, in English and in Arabic', () => {
  expect(shown('500 kg')).toBe('500~kg');
  expect(shown('Tara Gen 1 is 172 cm tall')).toBe('Tara Gen 1~is 172~cm tall');
  expect(shown('25 كغ')).toBe('25~كغ');
  expect(shown('9:00 AM')).toBe('9:00~AM');
  expect(shown('32+ languages')).toBe('32+~languages');
});

test('a range is one figure, with its dash, its words and its unit', () => {
  expect(shown('6 – 8 hours')).toBe('6~–~8~hours');
  expect(shown('6–8 hours of active use')).toBe('6–8~hours of active use');
  expect(shown('6 to 8 hours')).toBe('6~to~8~hours');
  expect(shown('من 6 إلى 8 ساعات')).toBe('من~6~إلى~8~ساعات');
});

test('a word that qualifies the number, and "or more" after its unit, stay with it', () => {
  expect(shown('About 40 kg')).toBe('About~40~kg');
  expect(shown('Up to 5 km')).toBe('Up~to~5~km');
  expect(shown('نحو 40 كغ')).toBe('نحو~40~كغ');
  expect(shown('12 ساعة فأكثر')).toBe('12~ساعة~فأكثر');
  expect(shown('12 ساعة أو أكثر')).toBe('12~ساعة~أو~أكثر');
  expect(shown('12 hours or more')).toBe('12~hours~or~more');
});

test('between two phrases a line may still break', () => {
  expect(shown('من 9:00 صباحًا إلى 6:00 مساءً')).toBe('من~9:00~صباحًا إلى~6:00~مساءً');
  expect(shown('Wi-Fi 6, Bluetooth 5.2, 5G')).toBe('Wi-Fi 6, Bluetooth 5.2, 5G');
  expect(shown('Reconnaissance, border monitoring')).toBe('Reconnaissance, border monitoring');
});

test('isolate marks around a Latin run in an Arabic field do not part a number from its unit', () => {
  expect(shown('حتى \u206612\u2069 مترًا')).toBe('حتى~\u206612\u2069~مترًا');
});
