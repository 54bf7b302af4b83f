import { expect, test } from 'vitest';
import { problemsAfterEdit } from './page-edit.test-helper';

test('rejects an industry card without exactly two tags', () => {
  expect(problemsAfterEdit('content/pages/index.mdx', (text) => text.replace('tags: [Tara Care, Patient experience]', 'tags: [Tara Care]'))).toEqual([
    'sections[3].cards[0].tags — expected exactly two tags, like [Tara Care, Patient experience], got a list of 1',
  ]);
});
