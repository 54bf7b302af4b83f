/**
 * Walks a zod schema and lists every field a copywriter can write: its path, what the check
 * expects (taken from the schema's own "expected …" messages), whether it is required, its
 * meaning (from `.describe()`) and an example taken from real content files.
 *
 * The schema's shape is read from `z.toJSONSchema()`, input side (what a file may hold): its
 * fields and which are required, defaults, lists, alternatives, allowed values, descriptions and
 * length limits, with the optional/default/pipe wrappers already resolved. What the check
 * expects, in its own words, has no place in JSON Schema: `wordsOf` reads those messages from
 * each zod node as toJSONSchema converts it (its `override` hook) and hangs them on the node.
 */
import { z } from 'zod';

type CheckDef = { check: string; minimum?: number; error?: (issue: unknown) => unknown };
type ErrorDef = { type: string; error?: (issue: unknown) => unknown; checks?: { _zod: { def: CheckDef } }[] };

/** A check's own words for what it expects, by the kind of check that carries them. */
type Words = { own?: string; format?: string; custom?: string; max?: string; min?: string; minItems?: number };
/** Where a node carries its words: a keyword of our own (JSON Schema ignores unknown keywords), kept by toJSONSchema's final copy. */
const WORDS = 'x-expects';

/** A schema node as z.toJSONSchema() writes it, carrying its check's words. */
export type SchemaNode = {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode | boolean;
  prefixItems?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  maxLength?: number;
  [WORDS]?: Words;
};

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

function message(error: ((issue: unknown) => unknown) | undefined): string | undefined {
  if (!error) return undefined;
  try {
    const out = error({ code: 'custom', input: undefined, path: [] });
    const text = typeof out === 'string' ? out : out && typeof out === 'object' && 'message' in out ? String(out.message) : undefined;
    return text?.replace(/^expected /, '');
  } catch {
    return undefined;
  }
}

/** Wrappers take their words from what they wrap (toJSONSchema merges that node into theirs). */
const WRAPPERS = new Set(['optional', 'nullable', 'readonly', 'default', 'prefault', 'pipe']);

/** The messages of a zod node and of its checks: the one thing z.toJSONSchema() leaves out. */
function wordsOf(node: z.core.$ZodType): Words | undefined {
  const def = node._zod.def as unknown as ErrorDef;
  if (WRAPPERS.has(def.type)) return undefined;
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const first = (kind: string) => checks.filter((c) => c.check === kind).map((c) => message(c.error))[0];
  return {
    own: message(def.error),
    format: first('string_format'),
    custom: first('custom'),
    max: message(checks.find((c) => c.check === 'max_length')?.error),
    min: first('min_length'),
    // From `.min()` alone: JSON Schema's minItems also holds `.length(n)`, which the guide words with the list's own message.
    minItems: checks.find((c) => c.check === 'min_length')?.minimum,
  };
}

/** `schema` as JSON Schema (input side), every node carrying its check's words. */
export function schemaNode(schema: z.core.$ZodType): SchemaNode {
  return z.toJSONSchema(schema, {
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const words = wordsOf(zodSchema);
      if (words) (jsonSchema as SchemaNode)[WORDS] = words;
    },
  }) as SchemaNode;
}

const wordsAt = (node: SchemaNode): Words => node[WORDS] ?? {};
export const isObject = (node: SchemaNode | boolean | undefined): node is SchemaNode =>
  typeof node === 'object' && node.type === 'object' && !!node.properties;
/** A list of any length (a tuple, fixed entries, is not one). */
export const isList = (node: SchemaNode): boolean => node.type === 'array' && !node.prefixItems;
/** The entries' schema of a list. */
export const elementOf = (node: SchemaNode): SchemaNode | undefined => (isList(node) && typeof node.items === 'object' ? node.items : undefined);
/** Whether `key` may be left out of `node` (optional, or with a default). */
export const isOptional = (node: SchemaNode, key: string): boolean => !(node.required ?? []).includes(key);

const alternatives = (node: SchemaNode) => node.anyOf ?? node.oneOf;
const objectVariants = (node: SchemaNode): SchemaNode[] | undefined => {
  const options = alternatives(node);
  return options?.every(isObject) ? options : undefined;
};

/** What the content check expects, in words: "a headline of at most 120 characters". */
export function expects(node: SchemaNode): string {
  const words = wordsAt(node);
  const options = alternatives(node);
  if (options) return words.own ?? `one of: ${options.map(expects).join(' · ')}`;
  if (node.const !== undefined) return `exactly ${JSON.stringify(node.const)}`;
  if (node.enum) return `one of: ${node.enum.join(', ')}`;
  if (node.prefixItems) return words.own ?? 'tuple';
  switch (node.type) {
    case 'string': {
      if (words.format) return words.format;
      if (words.custom) return words.custom;
      if (words.max) return words.max;
      const base = words.own ?? words.min ?? 'text';
      return node.maxLength !== undefined ? `${base} of at most ${node.maxLength} characters` : base;
    }
    case 'integer':
      return words.own ?? 'a whole number';
    case 'number':
      return words.own ?? 'a number';
    case 'boolean':
      return words.own ?? 'true or false';
    case 'array': {
      const element = elementOf(node);
      const base = words.own ?? (element && !isObject(element) ? `a list of: ${expects(element)}` : 'a list');
      return words.minItems ? `${base}, at least ${words.minItems}` : base;
    }
    case 'object':
      return words.own ?? 'a group of fields';
    default:
      return words.own ?? String(node.type);
  }
}

/** Every field of `schema`, depth first, with examples looked up in `samples` (parsed files). */
export function fieldRows(schema: z.core.$ZodType, samples: readonly unknown[]): FieldRow[] {
  const rows: FieldRow[] = [];
  const visit = (node: SchemaNode, path: string[], required: string, optional: boolean) => {
    const variants = objectVariants(node);
    const element = elementOf(node);
    const nested = isObject(node) || !!variants || (!!element && (isObject(element) || !!objectVariants(element)));
    if (path.length) {
      rows.push({
        path: path.join('.').replace(/\.\[\]/g, '[]'),
        type: expects(node) + (node.default !== undefined ? ` (default ${JSON.stringify(node.default)})` : ''),
        required: optional ? 'optional' : required,
        meaning: node.description ?? '',
        example: nested ? undefined : exampleAt(samples, path),
        container: nested,
      });
    }
    if (isObject(node)) visitShape(node, path);
    else if (variants) visitVariants(variants, path);
    else if (element && nested) {
      const elementVariants = objectVariants(element);
      if (elementVariants) visitVariants(elementVariants, [...path, '[]']);
      else visitShape(element, [...path, '[]']);
    }
  };
  const visitShape = (node: SchemaNode, path: string[]) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) visit(child, [...path, key], 'yes', isOptional(node, key));
  };
  /** Fields of a union of groups: shared fields once; the rest say which form they belong to. */
  const visitVariants = (variants: SchemaNode[], path: string[]) => {
    const shapes = variants.map((variant) => variant.properties ?? {});
    const keys = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
    const shared = keys.filter((key) => shapes.every((shape) => key in shape));
    const forms = variants.map((variant) =>
      Object.keys(variant.properties ?? {})
        .filter((key) => !shared.includes(key) && !isOptional(variant, key))
        .join(' + '),
    );
    for (const key of keys) {
      const owners = variants.filter((variant) => key in (variant.properties ?? {}));
      const owner = owners[0]!;
      const child = owner.properties![key]!;
      const optional = isOptional(owner, key);
      if (owners.length === variants.length) visit(child, [...path, key], 'yes', optional);
      else {
        const form = forms[variants.indexOf(owner)]!;
        visit(child, [...path, key], form.split(' + ').includes(key) ? `one of: ${forms.join(' · ')}` : `with ${form}`, optional);
      }
    }
  };
  visit(schemaNode(schema), [], 'yes', false);
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
