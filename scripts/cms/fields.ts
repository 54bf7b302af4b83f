/**
 * Turns a zod schema into Decap CMS fields by walking its zod nodes: every field's label from its key, its hint from
 * `.describe()`, `required: false` where the schema lets it be left out, enums and literal unions
 * as selects, patterns with the schema's own "expected …" message, references to products and
 * their specifications as relation selects (`refersTo` in the schema), images as uploads, lists
 * of sections as typed lists (one block type per kind). Nothing here names a field of the site.
 */
import { z } from 'zod';

type Node = z.core.$ZodType;
type CheckDef = { check: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; error?: (issue: unknown) => unknown };
type Def = {
  type: string;
  innerType?: Node;
  in?: Node;
  defaultValue?: unknown;
  shape?: Record<string, Node>;
  element?: Node;
  options?: Node[];
  items?: Node[];
  keyType?: Node;
  valueType?: Node;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  discriminator?: string;
  error?: (issue: unknown) => unknown;
};

import type { FieldConfig as CmsField } from '~/admin/config-types';

const defOf = (node: Node) => node._zod.def as unknown as Def;
const checksOf = (node: Node) => (defOf(node).checks ?? []).map((check) => check._zod.def);
const metaOf = (node: Node) => z.globalRegistry.get(node) as { refersTo?: string } | undefined;

const description = (node: Node) => z.globalRegistry.get(node)?.description;

type Unwrapped = { core: Node; optional: boolean; defaultValue?: unknown; meaning?: string };

/** Strips optional/default/nullable/pipe wrappers, keeping the first description found. */
function unwrap(node: Node): Unwrapped {
  let current = node;
  let optional = false;
  let defaultValue: unknown;
  let meaning = description(current);
  for (;;) {
    const def = defOf(current);
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'readonly') && def.innerType) current = def.innerType;
    else if ((def.type === 'default' || def.type === 'prefault') && def.innerType) {
      optional = true;
      defaultValue = def.defaultValue;
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in && defOf(def.in).type !== 'transform') current = def.in;
    else break;
    if (def.type === 'optional') optional = true;
    meaning ??= description(current);
  }
  return { core: current, optional, defaultValue, meaning };
}

/** "scrollTopAfter" → "Scroll top after", "cta" → "Cta". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return label.replace(/\b(cta|faq|id)\b/gi, (word) => word.toUpperCase());
}

/** The text a schema's own error function gives when asked about no value ("expected a date like 2024-05-12"). */
export function ownMessage(error: ((issue: unknown) => unknown) | undefined): string | undefined {
  if (!error) return undefined;
  try {
    const out = error({ code: 'custom', input: undefined, path: [] });
    if (typeof out === 'string') return out;
    return out && typeof out === 'object' && 'message' in out ? String(out.message) : undefined;
  } catch {
    return undefined;
  }
}

/** Keys whose texts run to a sentence or more: edited in a text area rather than a one-line input. */
const PARAGRAPH_KEYS = new Set([
  'description',
  'excerpt',
  'lead',
  'text',
  'answer',
  'body',
  'note',
  'quote',
  'summary',
  'caption',
  'hint',
  'tagline',
]);

export type WalkOptions = {
  /** Every field optional (a translation that holds only some texts of its English file). */
  partial?: boolean;
  /**
   * Inside a group that may be left out (a hero's `feed`, a card's `link`): the editor checks
   * what it calls "required" even where the group is absent, so nothing in it is required
   * there; the content check, run on save, says what a group that is given lacks.
   */
  withinOptional?: boolean;
};

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(schema: Node, options: WalkOptions = {}): CmsField[] {
  const def = defOf(unwrap(schema).core);
  if (def.type !== 'object' || !def.shape) throw new Error(`fieldsOf: expected an object schema, got ${def.type}`);
  return Object.entries(def.shape).map(([key, child]) => fieldOf(key, child, options));
}

/** One field of an object: its widget and everything the schema says about it. */
export function fieldOf(key: string, node: Node, options: WalkOptions = {}): CmsField {
  const { core, optional, meaning } = unwrap(node);
  const field: CmsField = {
    name: key,
    label: labelOf(key),
    ...widgetOf(key, core, { ...options, withinOptional: options.withinOptional || optional }),
  };
  // The editor calls "required" what the check calls "not empty": a text without a minimum
  // (an image's alt, "" for decoration) or a list that may be empty is not required there.
  if (optional || options.partial) Object.assign(field, { required: false, omit_empty: true });
  else if (mayBeEmpty(core) || options.withinOptional) field.required = false;
  const hint = [meaning, field.hint].filter(Boolean).join(' — ');
  if (hint) field.hint = hint;
  else delete field.hint;
  return order(field);
}

/** Keys in a steady, readable order: name, label, widget first. */
function order(field: CmsField): CmsField {
  const { name, label, widget, required, omit_empty, hint, ...rest } = field;
  return {
    name,
    label,
    widget,
    ...(required === false ? { required } : {}),
    ...(omit_empty ? { omit_empty } : {}),
    ...(hint ? { hint } : {}),
    ...rest,
  };
}

/** Whether the schema accepts an empty value: a text or list without a minimum length. */
function mayBeEmpty(core: Node): boolean {
  const type = defOf(core).type;
  if (type !== 'string' && type !== 'array') return false;
  return !checksOf(core).some((check) => check.check === 'min_length' || (check.check === 'string_format' && check.pattern));
}

type Widget = Omit<CmsField, 'name' | 'label'>;

function widgetOf(key: string, core: Node, options: WalkOptions): Widget {
  const def = defOf(core);
  const refersTo = metaOf(core)?.refersTo;
  if (refersTo) return reference(refersTo, false);
  switch (def.type) {
    case 'string':
      return stringWidget(key, core);
    case 'number':
      return numberWidget(core);
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries ?? {}) };
    case 'literal':
      return { widget: 'select', options: literals(def), default: literals(def)[0] };
    case 'object':
      return { widget: 'object', collapsed: true, summary: summaryOf(def.shape ?? {}), fields: fieldsOf(core, options) };
    case 'array':
      return listWidget(key, core, options);
    case 'tuple':
      return tupleWidget(key, def, options);
    case 'union':
      return unionWidget(core, options);
    case 'record':
      return recordWidget(def, options);
    default:
      throw new Error(`cms config: no widget for a zod ${def.type} (field "${key}"); teach scripts/cms/fields.ts about it`);
  }
}

function literals(def: Def): (string | number)[] {
  return (def.values ?? []).filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
}

function stringWidget(key: string, core: Node): Widget {
  const def = defOf(core);
  const checks = checksOf(core);
  const max = checks.find((check) => check.check === 'max_length')?.maximum;
  const widget = PARAGRAPH_KEYS.has(key) || (max !== undefined && max > 120) ? 'text' : 'string';
  const regex = checks.find((check) => check.check === 'string_format' && check.pattern);
  // z.email() and z.url() are string formats of their own, with the pattern on the schema.
  const pattern = regex?.pattern ?? (def.format === 'email' ? def.pattern : undefined);
  const message = ownMessage(regex?.error) ?? ownMessage(def.error);
  return pattern && message ? { widget, pattern: [pattern.source, message] } : { widget };
}

function numberWidget(core: Node): Widget {
  const def = defOf(core);
  const checks = checksOf(core);
  const integer = /int/.test(def.format ?? '') || checks.some((check) => /int/.test(check.format ?? ''));
  const positive = checks.find((check) => check.check === 'greater_than');
  return { widget: 'number', value_type: integer ? 'int' : 'float', ...(positive && integer ? { min: 1 } : {}) };
}

/** A relation select over another collection: products by file name, or the spec keys of every product. */
function reference(refersTo: string, multiple: boolean): Widget {
  switch (refersTo) {
    case 'products':
      return {
        widget: 'relation',
        collection: 'products',
        value_field: '{{slug}}',
        search_fields: ['name', '{{slug}}'],
        display_fields: ['name'],
        options_length: 100,
        ...(multiple ? { multiple: true } : {}),
      };
    case 'products.specs':
      return {
        widget: 'relation',
        collection: 'products',
        value_field: 'specs.*.key',
        search_fields: ['specs.*.label', 'specs.*.key'],
        display_fields: ['specs.*.label'],
        options_length: 500,
        ...(multiple ? { multiple: true } : {}),
      };
    case 'images':
      return { widget: 'image', choose_url: true };
    default:
      throw new Error(`cms config: unknown refersTo "${refersTo}"; teach scripts/cms/fields.ts about it`);
  }
}

/** The field a list item is summarised by in the editor ("{{fields.heading}}"). */
function summaryOf(shape: Record<string, Node>): string | undefined {
  const key = ['title', 'heading', 'label', 'name', 'question', 'value', 'text', 'key', 'network', 'src', 'product', 'eyebrow'].find(
    (name) => name in shape,
  );
  return key ? `{{fields.${key}}}` : undefined;
}

/** Every variant's fields in one shape; a later variant's field wins a name they share. */
const merged = (shapes: Record<string, Node>[]): Record<string, Node> => Object.assign({}, ...shapes) as Record<string, Node>;

type Variants = { discriminator?: string; shapes: Record<string, Node>[]; cores: Node[]; message: string | undefined };

/** The options of a union when each is a group of fields, else undefined. */
function objectVariants(core: Node): Variants | undefined {
  const def = defOf(core);
  if (def.type !== 'union' || !def.options) return undefined;
  const cores = def.options.map((option) => unwrap(option).core);
  if (!cores.every((option) => defOf(option).type === 'object')) return undefined;
  return { discriminator: def.discriminator, shapes: cores.map((option) => defOf(option).shape ?? {}), cores, message: ownMessage(def.error) };
}

/**
 * A union of groups without a key telling them apart (a button: link, mail draft or download) as
 * one group holding every field of every form; a field only some forms have is optional, and the
 * union's own message ("expected a button with label and one of href, mail + subject, or
 * download") says which go together. The whole entry is checked against the schema on save.
 */
function mergedObject(variants: Variants, options: WalkOptions): { fields: CmsField[]; hint: string | undefined } {
  const keys = [...new Set(variants.shapes.flatMap((shape) => Object.keys(shape)))];
  const fields = keys.map((key) => {
    const owners = variants.shapes.filter((shape) => key in shape);
    const field = fieldOf(key, owners[0]![key]!, options);
    if (owners.length < variants.shapes.length) Object.assign(field, { required: false, omit_empty: true });
    return order(field);
  });
  return { fields, hint: variants.message?.replace(/^expected /, 'Give ') };
}

function unionWidget(core: Node, options: WalkOptions): Widget {
  const variants = objectVariants(core);
  if (variants) {
    const { fields, hint } = mergedObject(variants, options);
    return { widget: 'object', collapsed: true, ...(hint ? { hint } : {}), summary: summaryOf(merged(variants.shapes)), fields };
  }
  const options_ = (defOf(core).options ?? []).map((option) => defOf(unwrap(option).core));
  if (options_.every((option) => option.type === 'literal')) return { widget: 'select', options: options_.flatMap(literals) };
  throw new Error('cms config: a union that is neither groups of fields nor literals has no widget; teach scripts/cms/fields.ts about it');
}

function listWidget(key: string, core: Node, outer: WalkOptions): Widget {
  // An item exists only once it is added, and then it must be whole.
  const options = { ...outer, withinOptional: false };
  const def = defOf(core);
  const element = unwrap(def.element!);
  const elementDef = defOf(element.core);
  const checks = checksOf(core);
  const min = checks.find((check) => check.check === 'min_length')?.minimum;
  const max = checks.find((check) => check.check === 'max_length')?.maximum;
  const bounds = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  const refersTo = metaOf(element.core)?.refersTo;
  if (refersTo && refersTo !== 'images') return { ...reference(refersTo, true), ...bounds };
  if (elementDef.type === 'enum') return { widget: 'select', multiple: true, options: Object.values(elementDef.entries ?? {}), ...bounds };
  const variants = objectVariants(element.core);
  if (variants?.discriminator) {
    // A typed list (the page's sections): one block type per kind, named by its `type`.
    const types = variants.cores.map((variant, index) => {
      const shape = variants.shapes[index]!;
      const name = String(literals(defOf(unwrap(shape[variants.discriminator!]!).core))[0]);
      const fields = Object.entries(shape)
        .filter(([field]) => field !== variants.discriminator)
        .map(([field, child]) => fieldOf(field, child, options));
      const description = z.globalRegistry.get(variant)?.description;
      return {
        name,
        label: labelOf(name),
        widget: 'object',
        ...(description ? { hint: description } : {}),
        summary: summaryOf(shape) ?? labelOf(name),
        fields,
      } satisfies CmsField;
    });
    return { widget: 'list', typeKey: variants.discriminator, types, ...bounds };
  }
  if (variants) {
    const { fields, hint } = mergedObject(variants, options);
    return { widget: 'list', ...(hint ? { hint } : {}), summary: summaryOf(merged(variants.shapes)), fields, ...bounds };
  }
  if (elementDef.type === 'object')
    return { widget: 'list', summary: summaryOf(elementDef.shape ?? {}), fields: fieldsOf(element.core, options), ...bounds };
  // A list of single values: each edited in its own input.
  const item = fieldOf(singular(key), def.element!, options);
  delete item.required;
  delete item.omit_empty;
  return { widget: 'list', field: item, ...bounds };
}

function tupleWidget(key: string, def: Def, outer: WalkOptions): Widget {
  const options = { ...outer, withinOptional: false };
  const items = def.items ?? [];
  const item = fieldOf(singular(key), items[0]!, options);
  delete item.required;
  delete item.omit_empty;
  return { widget: 'list', field: item, min: items.length, max: items.length };
}

/**
 * A map from a key to a group of fields (a translation's `specs: { height: { label, value } }`)
 * as a list of groups, each with its key first: the editor has no map widget, so src/admin/format.ts
 * turns the map into this list when it reads the file and back when it writes it.
 */
function recordWidget(def: Def, outer: WalkOptions): Widget {
  const options = { ...outer, withinOptional: false };
  const value = unwrap(def.valueType!).core;
  if (defOf(value).type !== 'object') throw new Error('cms config: only a map of groups of fields can be edited (as a list)');
  const keyField = fieldOf('key', def.keyType!);
  delete keyField.required;
  delete keyField.omit_empty;
  return { widget: 'list', map_key: 'key', summary: '{{fields.key}}', fields: [keyField, ...fieldsOf(value, options)] };
}

/** "lines" → "line", "aliases" → "alias", "categories" → "category": the label of one item of a list of values. */
export function singular(key: string): string {
  if (key.endsWith('ies')) return `${key.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(key)) return key.slice(0, -2);
  return key.endsWith('s') ? key.slice(0, -1) : key;
}
