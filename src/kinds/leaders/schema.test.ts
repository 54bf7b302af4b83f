import { expect, test } from 'vitest';
import { parseSource } from '~/content/source';
import { validate } from '~/content/validate';
import { leader } from './schema';
import { problemsAfterEdit } from '../../content/schemas/sections/page-edit.test-helper';

const check = (schema: Parameters<typeof validate>[0], yaml: string) => {
  const result = validate(schema, parseSource('content/pages/example.mdx', `---\n${yaml}\n---\n`));
  return result.ok ? [] : result.problems.map((p) => `${p.line}: ${p.field} — ${p.message}`);
};

test('a leader is a named person with a role; portrait and responsibilities are optional', () => {
  expect(check(leader(), 'name: A. Example\nrole: Chief Technology Officer')).toEqual([]);
});

test('rejects a role without a name, and the old avatar letters, as no stand-in for a person is allowed', () => {
  expect(check(leader(), 'role: Chief Technology Officer\nshort: CTO\nfocus: Leads robot design.')).toMatchInlineSnapshot(`
    [
      "2: name — required field is missing (expected the leader’s full name)",
      "3: short — unknown field "short" (known fields: name, role, portrait, focus)",
    ]
  `);
});

test('rejects a leaders section that counts no one', () => {
  expect(problemsAfterEdit((text) => text.replace('    total: 3\n', '    total: 0\n'))).toEqual([
    'sections[#5].total — expected a whole number above 0, like 16, got the number 0',
  ]);
});
