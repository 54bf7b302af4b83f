/**
 * The one walker over the content schemas (docs/decisions/3440): one pass of `z.toJSONSchema()`,
 * input side (what a file may hold), turned into one description of the fields, which feeds the
 * copywriters' guide (scripts/content-docs/fields.ts → CONTENT.md), the browser editor's
 * configuration (scripts/cms/fields.ts → src/admin/config.generated.json) and the content
 * check's "known fields" and "did you mean" hints (./validate.ts).
 *
 * Field wording lives in the schemas' metadata: `.describe()` (the meaning, the editor's hint),
 * `.meta({ title })` (a label other than the key's words, "ID"), `.meta({ refersTo })` (what a
 * value names: a product, a spec key, an image). JSON Schema carries all of it. What it cannot
 * carry is the check's own "expected …" messages, which zod runs as error functions: `wordsOf`,
 * the pass's one override, asks each node for them and hangs them on its JSON node. Nothing
 * else here reads zod's internals, and nothing here names a field of the site.
 */
import { z } from 'zod';

/** A check's own words for what it expects, by the kind of check that carries them ("expected …" left on). */
type Words = { own?: string; format?: string; custom?: string; max?: string; min?: string; minItems?: number };

/** A schema node as z.toJSONSchema() writes it, with the check's words under a keyword of our own (JSON Schema ignores it). */
type Node = {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node | boolean;
  prefixItems?: Node[];
  additionalProperties?: Node | boolean;
  propertyNames?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  exclusiveMinimum?: number;
  refersTo?: string;
  'x-expects'?: Words;
};

export type Choice = string | number | boolean;

/** What a field holds. */
export type Shape =
  | { kind: 'text'; minLength?: number; maxLength?: number; pattern?: string }
  | { kind: 'number'; integer: boolean; positive: boolean }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: Choice[]; exactly: boolean }
  | { kind: 'group'; fields: Field[] }
  /** Alternatives; `discriminator` is the key whose fixed value tells groups apart (a section's `type`). */
  | { kind: 'either'; options: Field[]; discriminator?: string }
  | { kind: 'list'; item: Field; min?: number; max?: number }
  | { kind: 'tuple'; items: Field[] }
  | { kind: 'map'; key: Field; value: Field };

/** One field: what the guide, the editor and the check know of it. */
export type Field = {
  /** Its key in its group ("" for a whole schema or a list's entry). */
  key: string;
  /** `.meta({ title })`, else the key's words: "scrollTopAfter" → "Scroll top after". */
  label: string;
  /** `.describe()`: what it means, shown as the guide's "Meaning" and the editor's hint. */
  description?: string;
  /** Whether it may be left out (optional, or with a default). */
  optional: boolean;
  default?: unknown;
  /** What the content check expects, in its words: "a headline of at most 120 characters". */
  expects: string;
  /** The check's own message for a wrong value of this field, as it shows it ("expected a date like 2024-05-12"). */
  message?: string;
  /** `.meta({ refersTo })`: "products", "products.specs", "images". */
  refersTo?: string;
  shape: Shape;
};

const WORDS = 'x-expects';

function message(error: ((issue: unknown) => unknown) | undefined): string | undefined {
  if (!error) return undefined;
  try {
    const out = error({ code: 'custom', input: undefined, path: [] });
    return typeof out === 'string' ? out : out && typeof out === 'object' && 'message' in out ? String(out.message) : undefined;
  } catch {
    return undefined;
  }
}

type CheckDef = { check: string; minimum?: number; error?: (issue: unknown) => unknown };
type ErrorDef = { type: string; error?: (issue: unknown) => unknown; checks?: { _zod: { def: CheckDef } }[] };

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

const described = new WeakMap<z.core.$ZodType, Field>();

/** The fields of `schema`: one JSON Schema pass, remembered per schema. */
export function describeSchema(schema: z.core.$ZodType): Field {
  let field = described.get(schema);
  if (!field) {
    const root = z.toJSONSchema(schema, {
      io: 'input',
      override: ({ zodSchema, jsonSchema }) => {
        const words = wordsOf(zodSchema);
        if (words) (jsonSchema as Node)[WORDS] = words;
      },
    }) as Node;
    field = fieldOf('', root, false);
    described.set(schema, field);
  }
  return field;
}

/** "scrollTopAfter" → "Scroll top after", "call_to_action" → "Call to action". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const strip = (text: string | undefined) => text?.replace(/^expected /, '');
const isGroup = (node: Node): boolean => node.type === 'object' && !!node.properties;

function fieldOf(key: string, node: Node, optional: boolean): Field {
  const shape = shapeOf(node);
  const words = node[WORDS] ?? {};
  return {
    key,
    label: node.title ?? labelOf(key),
    ...(node.description !== undefined ? { description: node.description } : {}),
    optional,
    ...(node.default !== undefined ? { default: node.default } : {}),
    expects: expects(node, shape),
    ...(words.format ?? words.own ? { message: words.format ?? words.own } : {}),
    ...(node.refersTo ? { refersTo: node.refersTo } : {}),
    shape,
  };
}

function shapeOf(node: Node): Shape {
  const options = node.anyOf ?? node.oneOf;
  if (options) {
    const fields = options.map((option) => fieldOf('', option, false));
    return { kind: 'either', options: fields, ...discriminated(node) };
  }
  if (node.const !== undefined) return { kind: 'choice', options: [node.const as Choice], exactly: true };
  if (node.enum) return { kind: 'choice', options: node.enum as Choice[], exactly: false };
  if (node.prefixItems) return { kind: 'tuple', items: node.prefixItems.map((item) => fieldOf('', item, false)) };
  switch (node.type) {
    case 'string':
      return { kind: 'text', ...pick(node, 'minLength', 'maxLength', 'pattern') };
    case 'integer':
    case 'number':
      return { kind: 'number', integer: node.type === 'integer', positive: node.exclusiveMinimum === 0 };
    case 'boolean':
      return { kind: 'boolean' };
    case 'array': {
      const item = typeof node.items === 'object' ? node.items : {};
      return { kind: 'list', item: fieldOf('', item, false), ...(node.minItems !== undefined ? { min: node.minItems } : {}), ...(node.maxItems !== undefined ? { max: node.maxItems } : {}) };
    }
    case 'object':
      if (isGroup(node)) {
        const required = node.required ?? [];
        return { kind: 'group', fields: Object.entries(node.properties!).map(([name, child]) => fieldOf(name, child, !required.includes(name))) };
      }
      if (typeof node.additionalProperties === 'object')
        return { kind: 'map', key: fieldOf('key', node.propertyNames ?? { type: 'string' }, false), value: fieldOf('', node.additionalProperties, false) };
      return { kind: 'group', fields: [] };
    default:
      throw new Error(`schema fields: no field for a JSON Schema node of type ${String(node.type)}; teach src/content/schema-fields.ts about it`);
  }
}

function pick<K extends keyof Node>(node: Node, ...keys: K[]): Partial<Pick<Node, K>> {
  return Object.fromEntries(keys.filter((key) => node[key] !== undefined).map((key) => [key, node[key]])) as Partial<Pick<Node, K>>;
}

/** For `oneOf` groups (a discriminated union): the key every group fixes to a value of its own. */
function discriminated(node: Node): { discriminator?: string } {
  const groups = node.oneOf;
  if (!groups?.every(isGroup)) return {};
  const key = Object.keys(groups[0]!.properties!).find((name) => groups.every((group) => group.properties![name]?.const !== undefined));
  return key ? { discriminator: key } : {};
}

/** What the content check expects, in words: "a headline of at most 120 characters". */
function expects(node: Node, shape: Shape): string {
  const words = node[WORDS] ?? {};
  const own = strip(words.own);
  switch (shape.kind) {
    case 'either':
      return own ?? `one of: ${shape.options.map((option) => option.expects).join(' · ')}`;
    case 'choice':
      return shape.exactly ? `exactly ${JSON.stringify(shape.options[0])}` : `one of: ${shape.options.join(', ')}`;
    case 'tuple':
      return own ?? 'tuple';
    case 'text': {
      const given = strip(words.format) ?? strip(words.custom) ?? strip(words.max);
      if (given) return given;
      const base = own ?? strip(words.min) ?? 'text';
      return shape.maxLength !== undefined ? `${base} of at most ${shape.maxLength} characters` : base;
    }
    case 'number':
      return own ?? (shape.integer ? 'a whole number' : 'a number');
    case 'boolean':
      return own ?? 'true or false';
    case 'list': {
      const base = own ?? (shape.item.shape.kind === 'group' ? 'a list' : `a list of: ${shape.item.expects}`);
      return words.minItems ? `${base}, at least ${words.minItems}` : base;
    }
    case 'group':
    case 'map':
      return own ?? 'a group of fields';
  }
}

/** The groups of an `either` whose every option is a group of fields (a button: link, mail draft or download), else undefined. */
export function groupsOf(field: Field): { groups: Field[]; discriminator?: string } | undefined {
  const { shape } = field;
  if (shape.kind !== 'either' || !shape.options.every((option) => option.shape.kind === 'group')) return undefined;
  return { groups: shape.options, ...(shape.discriminator ? { discriminator: shape.discriminator } : {}) };
}

/** The fields of a group (none for anything else). */
export const fieldsIn = (field: Field): Field[] => (field.shape.kind === 'group' ? field.shape.fields : []);

/** The field names a value may hold at `path` of `schema` (list positions as numbers), for the check's "did you mean" hints. */
export function knownKeys(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  let fields = [describeSchema(schema)];
  const peel = (field: Field): Field[] => groupsOf(field)?.groups ?? (field.shape.kind === 'either' ? field.shape.options.flatMap(peel) : [field]);
  for (const key of path) {
    fields = fields.flatMap(peel).flatMap((field): Field[] => {
      if (typeof key === 'number') return field.shape.kind === 'list' ? [field.shape.item] : [];
      return fieldsIn(field).filter((child) => child.key === key);
    });
  }
  return [...new Set(fields.flatMap(peel).flatMap((field) => fieldsIn(field).map((child) => child.key)))];
}
