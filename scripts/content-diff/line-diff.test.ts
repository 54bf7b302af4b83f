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
