import { expect, test } from 'vitest';
import { diff, hunks, unified, wordDiff } from './line-diff';

test('a changed line reads as the old line removed, then the new one added, with context', () => {
  const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const after = ['a', 'b', 'c', 'D', 'e', 'f', 'g'];
  expect(unified(diff(before, after))).toEqual(['  b', '  c', '- d', '+ D', '  e', '  f']);
});

test('far-apart changes become separate hunks; identical texts have none', () => {
  const before = 'abcdefghijklmnop'.split('');
  const after = [...before];
  after[1] = 'B';
  after[14] = 'O';
  expect(hunks(diff(before, after))).toHaveLength(2);
  expect(unified(diff(before, after))).toContain('…');
  expect(hunks(diff(before, before))).toEqual([]);
});

test('added and removed lines are found inside longer texts', () => {
  const ops = diff(['x', 'y', 'z'], ['x', 'new', 'y']);
  expect(ops).toEqual([
    { kind: 'same', text: 'x' },
    { kind: 'add', text: 'new' },
    { kind: 'same', text: 'y' },
    { kind: 'del', text: 'z' },
  ]);
});

test('the word diff marks only the words that changed', () => {
  const ops = wordDiff('By using it you agree to these terms.', 'By using it, you accept these terms.');
  expect(
    ops
      .filter((op) => op.kind === 'del')
      .map((op) => op.text.trim())
      .filter(Boolean),
  ).toEqual(['it', 'agree', 'to']);
  expect(
    ops
      .filter((op) => op.kind === 'add')
      .map((op) => op.text.trim())
      .filter(Boolean),
  ).toEqual(['it,', 'accept']);
});

test('an Arabic line is isolated in its own direction beside its sign; other lines are as they were', () => {
  const lines = unified(diff(['Request Demo', 'طلب عرض توضيحي'], ['Book a demo', 'احجز عرضًا توضيحيًا']), 0);
  expect(lines).toEqual(['- Request Demo', '- \u2067طلب عرض توضيحي\u2069', '+ Book a demo', '+ \u2067احجز عرضًا توضيحيًا\u2069']);
  // Mostly English with an Arabic word: its first strong letter decides.
  expect(unified(diff([], ['Tara Greet — العربية']), 0)).toEqual(['+ \u2068Tara Greet — العربية\u2069']);
});
