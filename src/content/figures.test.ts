import { expect, test } from 'vitest';
import { figuresIn, sameFigure, translatedFigure } from './figures';

const forms = (text: string) => figuresIn(text).map((figure) => `${figure.numbers}${figure.plus ? '+' : ''} ${figure.unit}`.trim());

test('figures are read however they are written: dashes, unit words, Arabic units and digits', () => {
  expect(forms('6–8 hours, 6-8 h, 6 to 8 hours')).toEqual(['6-8 h', '6-8 h', '6-8 h']);
  expect(forms('About 40 kg, 40kg, 40 كغ, ٤٠ كغ')).toEqual(['40 kg', '40 kg', '40 kg', '40 kg']);
  expect(forms('up to 12 meters, 12 m, 12 مترًا')).toEqual(['12 m', '12 m', '12 m']);
  expect(forms('99.9% accuracy, 360° vision, 32+ languages')).toEqual(['99.9 %', '360 °', '32+']);
  expect(forms('Wi-Fi 6, Bluetooth 5.2 and 5G; وBluetooth 5.2 و5G; 4K cameras')).toEqual(['6 wifi', '5.2 bluetooth', '5 G', '5.2 bluetooth', '5 G', '4 K']);
});

test('bare numbers, years, times and words that hold digits are not figures', () => {
  expect(forms('In 2024, 3 robots at 9:00 in hall A4, see /images/x-12m.svg')).toEqual([]);
});

test('a figure restates a spec when numbers and unit agree; "about", "up to" and a "+" after a unit do not matter', () => {
  const [spec] = figuresIn('12h+');
  const [text] = figuresIn('runs for 12 hours and more');
  expect(sameFigure(text!, spec!)).toBe(true);
  expect(sameFigure(figuresIn('32+')[0]!, figuresIn('30+')[0]!)).toBe(false);
  expect(figuresIn('32 languages')).toEqual([]);
});

test('a translated value keeps its words and takes every number from the English value, in its own digits', () => {
  expect(translatedFigure('7-9 hours of active use', '6-8 ساعات من الاستخدام الفعلي')).toBe('7-9 ساعات من الاستخدام الفعلي');
  expect(translatedFigure('About 45 kg', 'نحو ٤٠ كغ')).toBe('نحو ٤٥ كغ');
  expect(translatedFigure('Wi-Fi 7, Bluetooth 5.3, 5G', 'Wi-Fi 6، Bluetooth 5.2، 5G')).toBe('Wi-Fi 7، Bluetooth 5.3، 5G');
  // A range that became one number: the translation no longer fits, and is shown in English until redone.
  expect(translatedFigure('8 hours of active use', '6-8 ساعات من الاستخدام الفعلي')).toBeUndefined();
});
