import { expect, test } from 'vitest';
import { parseSource } from '../../source';
import { validate } from '../../validate';
import { leader } from './leaders';

const check = (schema: Parameters<typeof validate>[0], yaml: string) => {
  const result = validate(schema, parseSource('content/pages/example.mdx', `---\n${yaml}\n---\n`));
  return result.ok ? [] : result.problems.map((p) => `${p.line}: ${p.field} — ${p.message}`);
};

test('accepts a leader with a role and no name, as DECISIONS.md #16 asks', () => {
  expect(check(leader(), 'role: Chief Technology Officer\nshort: CTO\nfocus: Leads robot design.')).toEqual([]);
});

test('rejects a short role too long to fit the avatar', () => {
  expect(check(leader(), 'role: Chief Technology Officer\nshort: CHIEF\nfocus: Leads robot design.')).toMatchInlineSnapshot(`
    [
      "3: short — short is 5 characters; at most 4 fit in the avatar, like "CTO"",
    ]
  `);
});
