import { expect, test } from 'vitest';
import { problemsAfterEdit } from '../../content/schemas/sections/page-edit.test-helper';

test('rejects an industry card without exactly two tags', () => {
  expect(problemsAfterEdit((text) => text.replace('tags: [First tag, Second tag]', 'tags: [First tag]'))).toEqual([
    'sections[#3].cards[#1].tags — expected exactly two tags, like [Tara Care, Hospitals], got a list of 1',
  ]);
});
