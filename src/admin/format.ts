/**
 * How the editor reads and writes a content file, so that a save changes only what the
 * copywriter changed: the file is parsed with `yaml` as the content check parses it
 * (src/content/source.ts), the edited values are set into that same document, and the lines
 * the change did not touch are copied from the file as it was, comments, blank lines, quotes
 * and `{ label: …, href: … }` buttons included (docs/decisions/3200).
 *
 * Decap CMS calls `toFile` with the entry's values only; src/admin/save.ts hands it the file as
 * it was under SOURCE_KEY. Pure: no browser, no Decap.
 */
import { diffArrays } from 'diff';
import { isMap, isScalar, isSeq, parseDocument, type Document, type Pair } from 'yaml';
import type { FieldConfig } from './config-types';

export type FileKind = 'mdx' | 'yaml';

/** Where src/admin/save.ts puts the file's text as it was, for `toFile` to keep its layout. */
export const SOURCE_KEY = '__cms_source';

/** How `yaml` writes a document so that an unchanged file comes out as written by hand. */
const STRINGIFY = { lineWidth: 0, doubleQuotedAsJSON: true, flowCollectionPadding: true } as const;

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => !!value && typeof value === 'object' && !Array.isArray(value);

/** The YAML of a file (an MDX file's front matter) and what follows it. */
function split(kind: FileKind, text: string): { yaml: string; body: string | undefined } {
  if (kind === 'yaml') return { yaml: text, body: undefined };
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error('expected the file to start with a "---" line, then the fields, then a closing "---" line');
  return { yaml: match[1] ?? '', body: text.slice(match[0].length) };
}

function parse(yaml: string): Document {
  const doc = parseDocument(yaml, { uniqueKeys: true });
  if (doc.errors.length) throw new Error(doc.errors.map((error) => error.message).join('\n'));
  return doc;
}

/** A file's values as the editor shows them: its fields, maps shown as lists, and the MDX text as `body`. */
export function fromFile(kind: FileKind, text: string, fields: readonly FieldConfig[]): Data {
  const { yaml, body } = split(kind, text);
  const parsed: unknown = parse(yaml).toJS();
  const data = isRecord(parsed) ? mapsToLists(parsed, fields) : {};
  return body === undefined ? data : { ...data, body };
}

/**
 * The file for the editor's values: the file as it was (`data[SOURCE_KEY]`) with the values
 * set into it, or, for a new file, the values in the order of the fields.
 */
export function toFile(kind: FileKind, input: Data, fields: readonly FieldConfig[]): string {
  const { [SOURCE_KEY]: source, body, ...rest } = input;
  const values = listsToMaps(withoutEmpty(withoutEditorOnly(rest, fields), fields), fields);
  const original = typeof source === 'string' && source.trim() ? split(kind, source) : undefined;
  let yaml: string;
  if (original) {
    const before = parse(original.yaml);
    const after = parse(original.yaml);
    setInto(after, after.contents, values, fields);
    yaml = keepLayout(original.yaml, before.toString(STRINGIFY), after.toString(STRINGIFY));
  } else {
    const doc = parse('');
    doc.contents = doc.createNode(ordered(values, fields));
    yaml = doc.toString(STRINGIFY);
  }
  if (kind === 'yaml') return yaml;
  const text = typeof body === 'string' ? body : '';
  return `---\n${yaml}---\n${original ? text : text && !text.startsWith('\n') ? `\n${text}` : text}`;
}

/**
 * The new YAML as a change to the file as written: lines that `yaml` would write differently
 * without any edit (`[a, b]` comes out as `[ a, b ]`) are taken from the file wherever the edit
 * left them alone. `normalised` is the unedited file as `yaml` writes it, `edited` the edited one.
 */
export function keepLayout(written: string, normalised: string, edited: string): string {
  const source = written.split('\n');
  const before = normalised.split('\n');
  if (source.length !== before.length) return edited;
  const out: string[] = [];
  let line = 0;
  for (const part of diffArrays(before, edited.split('\n'))) {
    if (part.added) out.push(...part.value);
    else {
      if (!part.removed) out.push(...source.slice(line, line + part.count));
      line += part.count;
    }
  }
  return out.join('\n');
}

/** Sets `value` into `node` (the document's contents or a part of it), keeping every node whose value did not change. */
function setInto(doc: Document, node: unknown, value: unknown, fields: readonly FieldConfig[] | undefined): void {
  if (isMap(node) && isRecord(value)) {
    const keep = new Set(Object.keys(value));
    for (const pair of [...node.items]) {
      const key = keyOf(pair);
      if (!keep.has(key)) node.delete(pair.key);
    }
    const names = ['type', ...(fields ?? []).map((field) => field.name)];
    for (const [key, child] of Object.entries(value)) {
      const field = fields?.find((item) => item.name === key);
      const pair = node.items.find((item) => keyOf(item) === key);
      if (pair) pair.value = updated(doc, pair.value, child, subfields(field, child));
      else {
        // A field given for the first time goes where the schema lists it, before the first field that follows it.
        const at = node.items.findIndex((item) => rank(names, keyOf(item)) > rank(names, key));
        node.items.splice(at === -1 ? node.items.length : at, 0, doc.createPair(key, ordered(child, subfields(field, child))));
      }
    }
    return;
  }
  if (isRecord(value)) doc.contents = doc.createNode(ordered(value, fields));
}

const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);

/** JSON with every group's keys sorted: the same value compares equal whatever order its keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    isRecord(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((key) => [key, item[key]]),
        )
      : item,
  );
}

/** The node for `value` where `node` stood: the same node when nothing changed, edited in place when it can be. */
function updated(doc: Document, node: unknown, value: unknown, fields: readonly FieldConfig[] | undefined): unknown {
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    if (node.value !== value) node.value = value;
    return node;
  }
  if (isMap(node) && isRecord(value)) {
    setInto(doc, node, value, fields);
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const old = node.items.map((item) => canonical((item as { toJSON?: () => unknown })?.toJSON?.() ?? item));
    const items: unknown[] = [];
    let index = 0;
    const changes = diffArrays(old, value.map(canonical));
    for (let c = 0; c < changes.length; c++) {
      const part = changes[c]!;
      const next = changes[c + 1];
      if (part.removed && next?.added) {
        // Items edited where they stand: each keeps its node (and its comments and style).
        const removed = part.count;
        const added = next.count;
        for (let i = 0; i < added; i++) {
          const at = index + i;
          const fresh: unknown = value[items.length];
          items.push(
            i < removed ? updated(doc, node.items[at], fresh, itemFields(fields, fresh)) : doc.createNode(ordered(fresh, itemFields(fields, fresh))),
          );
        }
        index += removed;
        c++;
      } else if (part.removed) index += part.count;
      else if (part.added)
        for (let i = 0; i < part.count; i++) items.push(doc.createNode(ordered(value[items.length], itemFields(fields, value[items.length]))));
      else {
        items.push(...node.items.slice(index, index + part.count));
        index += part.count;
      }
    }
    node.items = items;
    return node;
  }
  return doc.createNode(ordered(value, fields));
}

/** The fields of a group, or of the items of a list, that `field` holds. */
function subfields(field: FieldConfig | undefined, value: unknown): readonly FieldConfig[] | undefined {
  if (!field) return undefined;
  if (field.widget === 'list') return field.fields ?? field.types;
  if (field.fields) return field.fields;
  return isRecord(value) ? [] : undefined;
}

/** The fields of one item of a list: its type's fields in a typed list. */
function itemFields(fields: readonly FieldConfig[] | undefined, item: unknown): readonly FieldConfig[] | undefined {
  if (!fields) return undefined;
  const type =
    isRecord(item) && typeof item.type === 'string' ? fields.find((field) => field.widget === 'object' && field.name === item.type) : undefined;
  return type?.fields ?? fields;
}

/** A new group's keys in the order of its fields (a section's `type` first), so a new section reads like the others. */
function ordered(value: unknown, fields: readonly FieldConfig[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, itemFields(fields, item)));
  if (!isRecord(value)) return value;
  const names = ['type', ...(fields ?? []).map((field) => field.name)];
  const keys = Object.keys(value).sort((a, b) => rank(names, a) - rank(names, b));
  return Object.fromEntries(
    keys.map((key) => {
      const field = fields?.find((item) => item.name === key);
      return [key, ordered(value[key], subfields(field, value[key]))];
    }),
  );
}

const rank = (names: string[], key: string) => {
  const at = names.indexOf(key);
  return at === -1 ? names.length : at;
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length) || (isRecord(value) && !Object.keys(value).length);

/** The values without the optional fields left empty (`omit_empty`): the editor writes "" for a text it showed and was not given. */
export function withoutEmpty(value: Data, fields: readonly FieldConfig[]): Data {
  const out: Data = {};
  for (const [key, raw] of Object.entries(value)) {
    const field = fields.find((item) => item.name === key);
    let child = raw;
    if (field && Array.isArray(child))
      child = child.map((item: unknown) => (isRecord(item) ? withoutEmpty(item, itemFields(subfields(field, item), item) ?? []) : item));
    else if (field?.fields && isRecord(child)) child = withoutEmpty(child, field.fields);
    if (field?.omit_empty && isEmpty(child)) continue;
    out[key] = child;
  }
  return out;
}

/** The values without the fields the editor asks for that the file does not hold (a new entry's address). */
function withoutEditorOnly(value: Data, fields: readonly FieldConfig[]): Data {
  return Object.fromEntries(Object.entries(value).filter(([key]) => fields.find((field) => field.name === key)?.in_file !== false));
}

/** Maps written as `key: { … }` (a translation's specs) as the lists the editor shows, each item with its key. */
function mapsToLists(data: Data, fields: readonly FieldConfig[]): Data {
  const out = { ...data };
  for (const field of fields) {
    const value = out[field.name];
    if (field.map_key && isRecord(value))
      out[field.name] = Object.entries(value).map(([key, item]) => ({ [field.map_key!]: key, ...(isRecord(item) ? item : {}) }));
  }
  return out;
}

/** The lists the editor shows back into the maps the file holds. */
function listsToMaps(data: Data, fields: readonly FieldConfig[]): Data {
  const out = { ...data };
  for (const field of fields) {
    const value = out[field.name];
    if (field.map_key && Array.isArray(value)) {
      out[field.name] = Object.fromEntries(
        value.filter(isRecord).map((item) => {
          const { [field.map_key!]: key, ...rest } = item;
          return [String(key), rest];
        }),
      );
    }
  }
  return out;
}
