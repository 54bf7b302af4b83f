import { expect, test } from 'vitest';
import { keepTogetherRuns } from './keep-together';

const kept = (text: string) =>
  keepTogetherRuns(text)
    .filter((run) => run.keep)
    .map((run) => run.text);

test('keeps a number with the word after it, and a hyphenated word, whole', () => {
  expect(kept('Carries 25 kg on 12h+ of battery life')).toEqual(['25 kg']);
  expect(kept('a 10.1-inch touchscreen and 32+ languages')).toEqual(['10.1-inch']);
  expect(kept('LiDAR + depth-camera SLAM')).toEqual(['depth-camera']);
  expect(kept('6-8 hours of active use')).toEqual(['6-8 hours']);
  expect(kept('remote piloting up to 5 km, a following mode')).toEqual(['5 km,']);
  expect(kept('بطارية تدوم 12 ساعة أو أكثر')).toEqual(['12 ساعة']);
  expect(kept('A return on investment within 6-12 months.')).toEqual(['6-12 months.']);
  expect(kept('peak joint torque 250 N.m')).toEqual(['250 N.m']);
  expect(kept('iHub Robotics raises $0.5 Million in funding')).toEqual(['$0.5 Million']);
  expect(kept('a funding figure of ₹4.2 crore')).toEqual(['₹4.2 crore']);
});

test('in an Arabic line, keeps a name in Latin letters whole', () => {
  expect(kept('يستطيع الطلاب التحدث مع Tara Learn باللغات التي يعرفونها.')).toEqual(['Tara Learn']);
  expect(kept('Tara Learn هو إصدار Tara Gen 1 المخصص للتعليم')).toEqual(['Tara Learn', 'Tara Gen 1']);
  expect(kept('يجرد Octa Bot المخزون، و12 ساعة فأكثر')).toEqual(['Octa Bot', 'و12 ساعة']);
  expect(kept('Students can talk with Tara Learn in the languages they know.')).toEqual([]);
});

test('keeps a generation whole: "Gen 1" never leaves its number alone on the next line', () => {
  expect(kept('Tara Learn is the version of Tara Gen 1 for education')).toEqual(['Gen 1']);
  expect(kept('the second-generation Tara; Tara Gen 3 is coming')).toEqual(['second-generation', 'Gen 3']);
  expect(kept('Genes 1 and Gen1 and RGen 2')).toEqual([]);
});

test('leaves a number and a word that is no unit free to break', () => {
  expect(kept('Tara 3 launches soon; version 1 is here, in 3 versions')).toEqual([]);
  expect(kept('up to 5 kmh or 5 minutes')).toEqual([]);
});

test('reaches out to the spaces on each side, so that no line starts with what touches a run', () => {
  expect(kept('Up\u00A0to\u00A025\u00A0kg of payload')).toEqual(['Up\u00A0to\u00A025\u00A0kg']);
  expect(kept('بطارية تدوم 12\u00A0ساعة\u00A0أو\u00A0أكثر من العمل')).toEqual(['12\u00A0ساعة\u00A0أو\u00A0أكثر']);
  expect(kept('لمدة و12 ساعة')).toEqual(['و12 ساعة']);
  expect(kept('It carries 25 kg. It runs (6-8 hours), and')).toEqual(['25 kg.', '(6-8 hours),']);
  expect(kept('تعمل 12 ساعة، ثم')).toEqual(['12 ساعة،']);
  expect(kept('a “second-generation” robot')).toEqual(['“second-generation”']);
  expect(kept('the words stay apart: kg. (kg)')).toEqual([]);
});

test('the runs put together are the text again', () => {
  for (const text of [
    '',
    'plain words only',
    '172 cm, 76 kg and 250 N.m',
    'multi-accent voice AI, self-docking charging',
    '(25 kg), (6-8 hours).',
    '25 kg.5-inch',
  ]) {
    expect(
      keepTogetherRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  }
});

test('in a text with isolates, keeps an isolated number with its unit and never cuts an isolate', () => {
  expect(kept('شاشة لمس مقاس \u206610.1\u2069 بوصة، و\u206632+\u2069 لغة')).toEqual(['\u206610.1\u2069 بوصة،']);
  expect(kept('\u2066LiDAR + depth-camera SLAM\u2069 للتنقل')).toEqual([]);
  // Joined by no-break spaces, a range is one run, its isolates whole.
  expect(kept('ومن \u20666\u2069\u00A0إلى\u00A0\u20668\u2069\u00A0ساعات من')).toEqual(['\u20666\u2069\u00A0إلى\u00A0\u20668\u2069\u00A0ساعات']);
});
