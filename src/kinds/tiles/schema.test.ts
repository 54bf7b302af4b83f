import { expect, test } from 'vitest';
import { problemsAfterEdit } from '../../content/schemas/sections/page-edit.test-helper';

test('rejects a tile tone that is not one of the design tones', () => {
  expect(problemsAfterEdit((text) => text.replace('tone: ink', 'tone: purple'))).toEqual([
    'sections[#2].tiles[#1].tone — expected one of the tones: teal, ink, deep, amber, got "purple"',
  ]);
});
