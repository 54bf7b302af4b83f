import { expect, test } from 'vitest';
import { parseSource } from '../../source';
import { validate } from '../../validate';
import { partner } from './partners';

const check = (schema: Parameters<typeof validate>[0], yaml: string) => {
  const result = validate(schema, parseSource('content/pages/example.mdx', `---\n${yaml}\n---\n`));
  return result.ok ? [] : result.problems.map((p) => `${p.line}: ${p.field} — ${p.message}`);
};

test('rejects a partner labelled other than Academic, Research or Industry', () => {
  expect(check(partner(), 'kind: Government\ndescription: Ministry\nplace: Kochi')).toMatchInlineSnapshot(`
    [
      "2: kind — expected one of Academic, Research, Industry, got "Government"",
    ]
  `);
});
