/**
 * Turns the one description of a schema's fields (src/content/schema-fields.ts, one JSON Schema
 * pass) into Decap CMS fields: every field's label from its key (or its `.meta({ title })`), its
 * hint from `.describe()`, `required: false` where the schema lets it be left out, enums and
 * literal unions as selects, patterns with the schema's own "expected …" message, references to
 * products and their specifications as relation selects (`refersTo` in the schema), images as
 * uploads, lists of sections as typed lists (one block type per kind). Nothing here names a field
 * of the site, and nothing here reads zod.
 */
import type { z } from 'zod';
import type { FieldConfig as CmsField } from '~/admin/config-types';
import { describeSchema, fieldsIn, groupsOf, labelOf, type Choice, type Field } from '~/content/schema-fields';

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
export function fieldsOf(schema: z.core.$ZodType, options: WalkOptions = {}): CmsField[] {
  const root = describeSchema(schema);
  if (root.shape.kind !== 'group') throw new Error(`fieldsOf: expected an object schema, got ${root.shape.kind}`);
  return groupFields(root, options);
}

const groupFields = (group: Field, options: WalkOptions) => fieldsIn(group).map((child) => fieldOf(child.key, child, options));

/** One field of a group: its widget and everything the schema says about it. */
function fieldOf(name: string, field: Field, options: WalkOptions = {}): CmsField {
  const out: CmsField = {
    name,
    label: field.label || labelOf(name),
    ...widgetOf(name, field, { ...options, withinOptional: options.withinOptional || field.optional }),
  };
  // The editor calls "required" what the check calls "not empty": a text without a minimum
  // (an image's alt, "" for decoration) or a list that may be empty is not required there.
  if (field.optional || options.partial) Object.assign(out, { required: false, omit_empty: true });
  else if (mayBeEmpty(field) || options.withinOptional) out.required = false;
  const hint = [field.description, out.hint].filter(Boolean).join(' — ');
  if (hint) out.hint = hint;
  else delete out.hint;
  return order(out);
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
function mayBeEmpty({ shape }: Field): boolean {
  if (shape.kind === 'text') return shape.minLength === undefined && shape.pattern === undefined;
  return shape.kind === 'list' && shape.min === undefined;
}

type Widget = Omit<CmsField, 'name' | 'label'>;

/** The values a select can offer: texts and numbers (a fixed `true` has none to choose). */
const selectable = (options: readonly Choice[]) => options.filter((option): option is string | number => typeof option !== 'boolean');

function widgetOf(name: string, field: Field, options: WalkOptions): Widget {
  if (field.refersTo) return reference(field.refersTo, false);
  const { shape } = field;
  switch (shape.kind) {
    case 'text': {
      const widget = PARAGRAPH_KEYS.has(name) || (shape.maxLength !== undefined && shape.maxLength > 120) ? 'text' : 'string';
      return shape.pattern && field.message ? { widget, pattern: [shape.pattern, field.message] } : { widget };
    }
    case 'number':
      return { widget: 'number', value_type: shape.integer ? 'int' : 'float', ...(shape.positive && shape.integer ? { min: 1 } : {}) };
    case 'boolean':
      return { widget: 'boolean' };
    case 'choice': {
      const options = selectable(shape.options);
      return { widget: 'select', options, ...(shape.exactly && options.length ? { default: options[0] } : {}) };
    }
    case 'group':
      return { widget: 'object', collapsed: true, summary: summaryOf(fieldsIn(field)), fields: groupFields(field, options) };
    case 'list':
      return listWidget(
        name,
        shape.item,
        { ...(shape.min !== undefined ? { min: shape.min } : {}), ...(shape.max !== undefined ? { max: shape.max } : {}) },
        options,
      );
    case 'tuple':
      return { widget: 'list', field: itemField(name, shape.items[0]!, options), min: shape.items.length, max: shape.items.length };
    case 'either':
      return eitherWidget(field, options);
    case 'map':
      return mapWidget(shape.key, shape.value, options);
  }
}

/** A relation select over another collection: products by file name, or the spec keys of every product. */
const RELATIONS: Record<string, Pick<CmsField, 'value_field' | 'search_fields' | 'display_fields' | 'options_length'>> = {
  products: { value_field: '{{slug}}', search_fields: ['name', '{{slug}}'], display_fields: ['name'], options_length: 100 },
  'products.specs': {
    value_field: 'specs.*.key',
    search_fields: ['specs.*.label', 'specs.*.key'],
    display_fields: ['specs.*.label'],
    options_length: 500,
  },
};

function reference(refersTo: string, multiple: boolean): Widget {
  if (refersTo === 'images') return { widget: 'image', choose_url: true };
  const relation = RELATIONS[refersTo];
  if (!relation) throw new Error(`cms config: unknown refersTo "${refersTo}"; teach scripts/cms/fields.ts about it`);
  return { widget: 'relation', collection: 'products', ...relation, ...(multiple ? { multiple: true } : {}) };
}

/** The field a list item is summarised by in the editor ("{{fields.heading}}"). */
function summaryOf(fields: readonly Field[]): string | undefined {
  const keys = new Set(fields.map((field) => field.key));
  const key = ['title', 'heading', 'label', 'name', 'question', 'value', 'text', 'key', 'network', 'src', 'product', 'eyebrow'].find((name) =>
    keys.has(name),
  );
  return key ? `{{fields.${key}}}` : undefined;
}

/**
 * Groups to choose from without a key telling them apart (a button: link, mail draft or
 * download) as one group holding every field of every form; a field only some forms have is
 * optional, and the choice's own message ("expected a button with label and one of href, mail +
 * subject, or download") says which go together. The whole entry is checked against the schema on save.
 */
function mergedGroup(field: Field, groups: Field[], options: WalkOptions): { fields: CmsField[]; hint?: string; summary?: string } {
  const all = groups.flatMap(fieldsIn);
  const keys = [...new Set(all.map((child) => child.key))];
  const fields = keys.map((key) => {
    const owners = groups.filter((group) => fieldsIn(group).some((child) => child.key === key));
    const out = fieldOf(
      key,
      all.find((child) => child.key === key)!,
      options,
    );
    if (owners.length < groups.length) Object.assign(out, { required: false, omit_empty: true });
    return order(out);
  });
  const summary = summaryOf(all);
  const hint = field.message?.replace(/^expected /, 'Give ');
  return { fields, ...(hint ? { hint } : {}), ...(summary ? { summary } : {}) };
}

function eitherWidget(field: Field, options: WalkOptions): Widget {
  const groups = groupsOf(field)?.groups;
  if (groups) {
    const { fields, hint, summary } = mergedGroup(field, groups, options);
    return { widget: 'object', collapsed: true, ...(hint ? { hint } : {}), summary, fields };
  }
  const choices = field.shape.kind === 'either' ? field.shape.options.map((option) => option.shape) : [];
  if (choices.every((choice) => choice.kind === 'choice'))
    return { widget: 'select', options: selectable(choices.flatMap((choice): Choice[] => choice.options)) };
  throw new Error('cms config: a choice that is neither groups of fields nor fixed values has no widget; teach scripts/cms/fields.ts about it');
}

function listWidget(name: string, item: Field, bounds: { min?: number; max?: number }, outer: WalkOptions): Widget {
  // An item exists only once it is added, and then it must be whole.
  const options = { ...outer, withinOptional: false };
  if (item.refersTo && item.refersTo !== 'images') return { ...reference(item.refersTo, true), ...bounds };
  if (item.shape.kind === 'choice' && !item.shape.exactly)
    return { widget: 'select', multiple: true, options: selectable(item.shape.options), ...bounds };
  const forms = groupsOf(item);
  if (forms?.discriminator) {
    // A typed list (the page's sections): one block type per kind, named by its `type`.
    const key = forms.discriminator;
    const types = forms.groups.map((group) => {
      const fields = fieldsIn(group);
      const tag = fields.find((child) => child.key === key)!.shape;
      const type = String(tag.kind === 'choice' ? tag.options[0] : '');
      return {
        name: type,
        label: group.label || labelOf(type),
        widget: 'object',
        ...(group.description ? { hint: group.description } : {}),
        summary: summaryOf(fields) ?? labelOf(type),
        fields: fields.filter((child) => child.key !== key).map((child) => fieldOf(child.key, child, options)),
      } satisfies CmsField;
    });
    return { widget: 'list', typeKey: key, types, ...bounds };
  }
  if (forms) {
    const { fields, hint, summary } = mergedGroup(item, forms.groups, options);
    return { widget: 'list', ...(hint ? { hint } : {}), summary, fields, ...bounds };
  }
  if (item.shape.kind === 'group') return { widget: 'list', summary: summaryOf(fieldsIn(item)), fields: groupFields(item, options), ...bounds };
  // A list of single values: each edited in its own input.
  return { widget: 'list', field: itemField(name, item, options), ...bounds };
}

/** The one input of a list of single values, labelled by the list's name in the singular. */
function itemField(name: string, item: Field, options: WalkOptions): CmsField {
  const field = fieldOf(singular(name), item, { ...options, withinOptional: false });
  delete field.required;
  delete field.omit_empty;
  return field;
}

/**
 * A map from a key to a group of fields (a translation's `specs: { height: { label, value } }`)
 * as a list of groups, each with its key first: the editor has no map widget, so src/admin/format.ts
 * turns the map into this list when it reads the file and back when it writes it.
 */
function mapWidget(key: Field, value: Field, outer: WalkOptions): Widget {
  const options = { ...outer, withinOptional: false };
  if (value.shape.kind !== 'group') throw new Error('cms config: only a map of groups of fields can be edited (as a list)');
  const keyField = fieldOf('key', key);
  delete keyField.required;
  delete keyField.omit_empty;
  return { widget: 'list', map_key: 'key', summary: '{{fields.key}}', fields: [keyField, ...groupFields(value, options)] };
}

/** "lines" → "line", "aliases" → "alias", "categories" → "category": the label of one item of a list of values. */
export function singular(key: string): string {
  if (key.endsWith('ies')) return `${key.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(key)) return key.slice(0, -2);
  return key.endsWith('s') ? key.slice(0, -1) : key;
}
