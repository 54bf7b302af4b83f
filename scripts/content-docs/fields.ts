/**
 * The guide's field tables: every field a copywriter can write, read from the one description of
 * the schemas (src/content/schema-fields.ts, one JSON Schema pass): its path, what the check
 * expects, whether it is required, its meaning (`.describe()`) and an example taken from real
 * content files.
 */
import type { z } from 'zod';
import { describeSchema, groupsOf, type Field } from '~/content/schema-fields';

export type FieldRow = {
  /** e.g. `hero.actions[].label` */
  path: string;
  type: string;
  required: string;
  meaning: string;
  /** Example value as written in a content file, or undefined when no file uses the field. */
  example: string | undefined;
  /** true for groups and lists whose entries are documented on the rows below. */
  container: boolean;
};

/** Whether a field's entries are documented on rows of their own: a group, groups to choose from, or a list of either. */
function nested(field: Field): boolean {
  const { shape } = field;
  if (shape.kind === 'group' || groupsOf(field)) return true;
  return shape.kind === 'list' && (shape.item.shape.kind === 'group' || !!groupsOf(shape.item));
}

/** Every field of `schema`, depth first, with examples looked up in `samples` (parsed files). */
export function fieldRows(schema: z.core.$ZodType, samples: readonly unknown[]): FieldRow[] {
  const rows: FieldRow[] = [];
  const visit = (field: Field, path: string[], required: string) => {
    const container = nested(field);
    if (path.length) {
      rows.push({
        path: path.join('.').replace(/\.\[\]/g, '[]'),
        type: field.expects + (field.default !== undefined ? ` (default ${JSON.stringify(field.default)})` : ''),
        required: field.optional ? 'optional' : required,
        meaning: field.description ?? '',
        example: container ? undefined : exampleAt(samples, path),
        container,
      });
    }
    if (container) visitEntries(field.shape.kind === 'list' ? field.shape.item : field, field.shape.kind === 'list' ? [...path, '[]'] : path);
  };
  const visitEntries = (field: Field, path: string[]) => {
    const groups = groupsOf(field)?.groups;
    if (groups) visitGroups(groups, path);
    else if (field.shape.kind === 'group') for (const child of field.shape.fields) visit(child, [...path, child.key], 'yes');
  };
  /** Fields of groups to choose from: shared fields once; the rest say which form they belong to. */
  const visitGroups = (groups: Field[], path: string[]) => {
    const shapes = groups.map((group) => (group.shape.kind === 'group' ? group.shape.fields : []));
    const keys = [...new Set(shapes.flatMap((fields) => fields.map((child) => child.key)))];
    const has = (fields: Field[], key: string) => fields.find((child) => child.key === key);
    const shared = keys.filter((key) => shapes.every((fields) => has(fields, key)));
    const forms = shapes.map((fields) =>
      fields
        .filter((child) => !shared.includes(child.key) && !child.optional)
        .map((child) => child.key)
        .join(' + '),
    );
    for (const key of keys) {
      const owners = shapes.filter((fields) => has(fields, key));
      const child = has(owners[0]!, key)!;
      if (owners.length === shapes.length) visit(child, [...path, key], 'yes');
      else {
        const form = forms[shapes.indexOf(owners[0]!)]!;
        visit(child, [...path, key], form.split(' + ').includes(key) ? `one of: ${forms.join(' · ')}` : `with ${form}`);
      }
    }
  };
  visit(describeSchema(schema), [], 'yes');
  return rows;
}

/** The first value found at `path` (with `[]` for "any entry") across the samples. */
export function exampleAt(samples: readonly unknown[], path: readonly string[]): string | undefined {
  const found = samples.map((sample) => valueAt(sample, path)).find((value) => value !== undefined);
  return found === undefined ? undefined : formatExample(found);
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (head === '[]') {
    if (!Array.isArray(value)) return undefined;
    for (const item of value) {
      const found = valueAt(item, rest);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return valueAt((value as Record<string, unknown>)[head!], rest);
}

function formatExample(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const first: unknown = value.find((item) => item === null || typeof item !== 'object');
    return first === undefined ? undefined : formatExample(first);
  }
  if (value && typeof value === 'object') return undefined;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
}
