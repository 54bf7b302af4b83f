import { expect, test } from 'vitest';
import { parseSource } from '~/content/source';
import { validate } from '~/content/validate';
import { partner } from './schema';

const check = (schema: Parameters<typeof validate>[0], yaml: string) => {
  const result = validate(schema, parseSource('content/pages/example.mdx', `---\n${yaml}\n---\n`));
  return result.ok ? [] : result.problems.map((p) => `${p.line}: ${p.field} — ${p.message}`);
};

test('a partner is a name and its label (name and category)', () => {
  expect(check(partner(), 'name: Example College\nkind: Academic')).toEqual([]);
});

test('rejects a partner labelled other than Academic, Research or Industry', () => {
  expect(check(partner(), 'name: Example Ministry\nkind: Government')).toMatchInlineSnapshot(`
    [
      "3: kind — expected one of Academic, Research, Industry, got "Government"",
    ]
  `);
});

test('rejects an invented descriptor and place in place of a name', () => {
  expect(check(partner(), 'kind: Academic\ndescription: Engineering college\nplace: Kochi')).toMatchInlineSnapshot(`
    [
      "2: name — required field is missing (expected the partner’s name)",
      "3: description — unknown field "description" (known fields: name, kind)",
      "4: place — unknown field "place" (known fields: name, kind)",
    ]
  `);
});
