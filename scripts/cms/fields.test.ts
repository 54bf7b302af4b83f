/**
 * The editor's fields from the one description of a schema (src/content/schema-fields.ts):
 * the editor asks for what the content check asks for. Schemas written here, so no test pins a
 * field of the site.
 */
import { expect, test } from 'vitest';
import { z } from 'zod';
import { fieldsOf } from './fields';

const named = (schema: z.core.$ZodType, name: string) => fieldsOf(schema).find((field) => field.name === name)!;

test('a list of exact length is bounded in the editor, and required there, as the check requires it', () => {
  const schema = z.strictObject({ reasons: z.array(z.strictObject({ title: z.string().min(1) })).length(3), notes: z.array(z.string()).optional() });
  expect(named(schema, 'reasons')).toMatchObject({ widget: 'list', min: 3, max: 3 });
  expect(named(schema, 'reasons').required).toBeUndefined();
  expect(named(schema, 'notes')).toMatchObject({ widget: 'list', required: false, omit_empty: true });
});

test('an e-mail address is required in the editor, with the check’s pattern and message; a plain text may be left empty', () => {
  const schema = z.strictObject({ info: z.email({ error: 'expected an e-mail address' }), alt: z.string() });
  const info = named(schema, 'info');
  expect(info.required).toBeUndefined();
  expect(info.pattern?.[1]).toBe('expected an e-mail address');
  expect(named(schema, 'alt')).toMatchObject({ widget: 'string', required: false });
});

test('a label other than the key’s words comes from the schema’s .meta({ title }), for a field and for a kind of a typed list', () => {
  const cta = z.strictObject({ type: z.literal('cta'), id: z.string().optional().meta({ title: 'Anchor (ID)' }) }).meta({ title: 'Call to action' });
  const hero = z.strictObject({ type: z.literal('hero'), heading: z.string() });
  const schema = z.strictObject({ sections: z.array(z.discriminatedUnion('type', [cta, hero])) });
  const sections = named(schema, 'sections');
  expect(sections).toMatchObject({ widget: 'list', typeKey: 'type' });
  expect(sections.types?.map((type) => type.label)).toEqual(['Call to action', 'Hero']);
  expect(sections.types?.[0]?.fields?.[0]).toMatchObject({ name: 'id', label: 'Anchor (ID)' });
});
