import { expect, test } from 'vitest';
import { problemsAfterEdit } from './page-edit.test-helper';

test('rejects an industry card without exactly two tags', () => {
  expect(problemsAfterEdit('content/pages/index.mdx', (text) => text.replace('tags: [Tara Care, Hospitals]', 'tags: [Tara Care]'))).toEqual([
    'sections[3].cards[0].tags — expected exactly two tags, like [Tara Care, Hospitals], got a list of 1',
  ]);
});
