/**
 * The one walker over the schemas (./schema-fields.ts): what it reads from a schema's metadata,
 * its shape and its own messages. Schemas written here, so no test pins a field of the site.
 */
import { expect, test } from 'vitest';
import { z } from 'zod';
import { describeSchema, fieldsIn, groupsOf, knownKeys, labelOf, type Field } from './schema-fields';
import { parseSource } from './source';
import { validate } from './validate';

const child = (field: Field, key: string) => fieldsIn(field).find((item) => item.key === key)!;

test('a field’s wording comes from its metadata: the label from .meta({ title }) or else its key, the meaning from .describe(), what it names from .meta({ refersTo })', () => {
  const schema = z.strictObject({
    scrollTopAfter: z.number().describe('How far to scroll'),
    id: z.string().describe('Anchor').meta({ title: 'ID' }),
    product: z.string().meta({ refersTo: 'products' }),
  });
  const root = describeSchema(schema);
  expect(child(root, 'scrollTopAfter')).toMatchObject({ label: 'Scroll top after', description: 'How far to scroll' });
  expect(child(root, 'id')).toMatchObject({ label: 'ID', description: 'Anchor' });
  expect(child(root, 'product')).toMatchObject({ label: 'Product', refersTo: 'products' });
  expect(labelOf('call_to-action')).toBe('Call to action');
});

test('a field that may be left out says so, with its default; what the check expects is in the check’s own words', () => {
  const schema = z.strictObject({
    name: z.string({ error: 'expected a name' }).max(20),
    date: z.string().regex(/^\d{4}$/, { error: 'expected a year like 2024' }),
    tone: z.enum(['dark', 'light']).default('dark'),
    note: z.string().optional(),
    count: z.number().int().positive(),
    fixed: z.literal('x'),
  });
  const root = describeSchema(schema);
  expect(child(root, 'name')).toMatchObject({ optional: false, expects: 'a name of at most 20 characters', shape: { kind: 'text', maxLength: 20 } });
  expect(child(root, 'date')).toMatchObject({ expects: 'a year like 2024', message: 'expected a year like 2024', shape: { kind: 'text', pattern: '^\\d{4}$' } });
  expect(child(root, 'tone')).toMatchObject({ optional: true, default: 'dark', expects: 'one of: dark, light', shape: { kind: 'choice', options: ['dark', 'light'] } });
  expect(child(root, 'note')).toMatchObject({ optional: true, expects: 'text' });
  expect(child(root, 'count')).toMatchObject({ expects: 'a whole number', shape: { kind: 'number', integer: true, positive: true } });
  expect(child(root, 'fixed')).toMatchObject({ expects: 'exactly "x"', shape: { kind: 'choice', options: ['x'], exactly: true } });
});

test('groups told apart by a fixed key are a discriminated choice; groups without one are merely alternatives', () => {
  const a = z.strictObject({ type: z.literal('a'), title: z.string() });
  const b = z.strictObject({ type: z.literal('b'), items: z.array(z.string()) });
  const root = describeSchema(
    z.strictObject({
      sections: z.array(z.discriminatedUnion('type', [a, b])),
      button: z.union([z.strictObject({ href: z.string() }), z.strictObject({ mail: z.string() })], { error: 'expected a link or a mail' }),
    }),
  );
  const sections = child(root, 'sections').shape;
  expect(sections.kind).toBe('list');
  const kinds = sections.kind === 'list' ? groupsOf(sections.item) : undefined;
  expect(kinds?.discriminator).toBe('type');
  expect(kinds?.groups.map((group) => fieldsIn(group).map((field) => field.key))).toEqual([
    ['type', 'title'],
    ['type', 'items'],
  ]);
  const button = child(root, 'button');
  expect(groupsOf(button)).toMatchObject({ groups: [{}, {}] });
  expect(groupsOf(button)?.discriminator).toBeUndefined();
  expect(button).toMatchObject({ expects: 'a link or a mail', message: 'expected a link or a mail' });
});

test('lists keep their bounds, `.length(n)` included, and a map keeps its key and its groups', () => {
  const root = describeSchema(
    z.strictObject({
      three: z.array(z.string()).length(3),
      some: z.array(z.string()).min(1).max(4),
      specs: z.record(z.string().meta({ refersTo: 'products.specs' }), z.strictObject({ label: z.string() })),
    }),
  );
  expect(child(root, 'three').shape).toMatchObject({ kind: 'list', min: 3, max: 3 });
  expect(child(root, 'some')).toMatchObject({ expects: 'a list of: text, at least 1', shape: { kind: 'list', min: 1, max: 4 } });
  expect(child(root, 'specs').shape).toMatchObject({ kind: 'map', key: { refersTo: 'products.specs' }, value: { shape: { kind: 'group' } } });
});

test('the check’s hints know the fields at a place through lists, optional groups and alternatives, and a misspelt key is one problem', () => {
  const schema = z.strictObject({
    title: z.string({ error: 'expected a title' }),
    cards: z.array(z.union([z.strictObject({ heading: z.string() }), z.strictObject({ label: z.string(), href: z.string() })])).optional(),
    feed: z.strictObject({ label: z.string() }).optional(),
  });
  expect(knownKeys(schema, [])).toEqual(['title', 'cards', 'feed']);
  expect(knownKeys(schema, ['cards', 0])).toEqual(['heading', 'label', 'href']);
  expect(knownKeys(schema, ['feed'])).toEqual(['label']);
  expect(knownKeys(schema, ['nothing'])).toEqual([]);
  const result = validate(schema, parseSource('x.yaml', 'titel: Hello\nfeed:\n  lable: RSS\n'));
  expect(result.ok ? [] : result.problems.map((problem) => `${problem.field} — ${problem.message}`)).toEqual([
    'feed.lable — unknown field "lable" (did you mean "label"?)',
    'titel — unknown field "titel" (did you mean "title"?)',
  ]);
});

test('one pass per schema: asking twice gives the same description', () => {
  const schema = z.strictObject({ name: z.string() });
  expect(describeSchema(schema)).toBe(describeSchema(schema));
});
