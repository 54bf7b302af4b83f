import { expect, test } from 'vitest';
import { problemsAfterEdit } from './page-edit.test-helper';

test('rejects an organisation without its kind', () => {
  expect(problemsAfterEdit('content/pages/index.mdx', (text) => text.replace('{ kind: Engineering college, place: Kochi }', '{ place: Kochi }'))).toEqual([
    'sections[4].entries[0].kind — required field is missing (expected the kind of organisation, like "Engineering college")',
  ]);
});
