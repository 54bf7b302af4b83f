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
});

test('leaves a number and a word that is no unit free to break', () => {
  expect(kept('Tara Gen 3 launches soon; Gen 1 is here, in 3 versions')).toEqual([]);
  expect(kept('up to 5 kmh or 5 minutes')).toEqual([]);
});

test('reaches out to the spaces on each side, so that no line starts with what touches a run', () => {
  expect(kept('Up\u00A0to\u00A025\u00A0kg of payload and 12\u00A0ساعة\u00A0أو\u00A0أكثر من العمل')).toEqual([
    'Up\u00A0to\u00A025\u00A0kg',
    '12\u00A0ساعة\u00A0أو\u00A0أكثر',
  ]);
  expect(kept('لمدة و12 ساعة')).toEqual(['و12 ساعة']);
  expect(kept('It carries 25 kg. It runs (6-8 hours), and 12 ساعة، ثم')).toEqual(['25 kg.', '(6-8 hours),', '12 ساعة،']);
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
