/**
 * Walks a zod schema and lists every field a copywriter can write: its path, what the check
 * expects (taken from the schema's own "expected …" messages), whether it is required, its
 * meaning (from `.describe()`) and an example taken from real content files.
 */
import { z } from 'zod';

type Node = z.core.$ZodType;
type CheckDef = { check: string; format?: string; maximum?: number; minimum?: number; error?: (issue: unknown) => unknown };
type Def = {
  type: string;
  innerType?: Node;
  in?: Node;
  out?: Node;
  options?: Node[];
  shape?: Record<string, Node>;
  element?: Node;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
  error?: (issue: unknown) => unknown;
  format?: string;
  defaultValue?: unknown;
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

const defOf = (node: Node) => node._zod.def as unknown as Def;
const checksOf = (node: Node) => (defOf(node).checks ?? []).map((check) => check._zod.def);

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

const description = (node: Node) => z.globalRegistry.get(node)?.description;

type Unwrapped = { core: Node; optional: boolean; defaultValue?: unknown; meaning?: string };

/** Strips optional/default/nullable/pipe wrappers, keeping the first description found. */
export function unwrap(node: Node): Unwrapped {
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

const isObject = (node: Node) => defOf(node).type === 'object';
const objectVariants = (node: Node): Node[] | undefined => {
  const def = defOf(node);
  if (def.type !== 'union' || !def.options) return undefined;
  const cores = def.options.map((option) => unwrap(option).core);
  return cores.every(isObject) ? cores : undefined;
};

/** What the content check expects, in words: "a headline of at most 120 characters". */
export function expects(node: Node): string {
  const def = defOf(node);
  const own = message(def.error);
  switch (def.type) {
    case 'string': {
      const checks = checksOf(node);
      const format = checks.filter((c) => c.check === 'string_format').map((c) => message(c.error))[0];
      const custom = checks.filter((c) => c.check === 'custom').map((c) => message(c.error))[0];
      const max = checks.find((c) => c.check === 'max_length');
      const maxText = max ? message(max.error) : undefined;
      if (format) return format;
      if (custom) return custom;
      if (maxText) return maxText;
      const base = own ?? checks.filter((c) => c.check === 'min_length').map((c) => message(c.error))[0] ?? 'text';
      return max?.maximum !== undefined ? `${base} of at most ${max.maximum} characters` : base;
    }
    case 'number':
      return own ?? (checksOf(node).some((c) => /int/.test(c.format ?? '')) || /int/.test(def.format ?? '') ? 'a whole number' : 'a number');
    case 'boolean':
      return own ?? 'true or false';
    case 'enum':
      return `one of: ${Object.values(def.entries ?? {}).join(', ')}`;
    case 'literal':
      return `exactly ${(def.values ?? []).map((value) => JSON.stringify(value)).join(' or ')}`;
    case 'array': {
      const min = checksOf(node).find((c) => c.check === 'min_length')?.minimum;
      const base = own ?? (def.element && !isObject(unwrap(def.element).core) ? `a list of: ${expects(unwrap(def.element).core)}` : 'a list');
      return min ? `${base}, at least ${min}` : base;
    }
    case 'object':
      return own ?? 'a group of fields';
    case 'union':
      return own ?? `one of: ${(def.options ?? []).map((option) => expects(unwrap(option).core)).join(' · ')}`;
    default:
      return own ?? def.type;
  }
}

/** Every field of `schema`, depth first, with examples looked up in `samples` (parsed files). */
export function fieldRows(schema: Node, samples: readonly unknown[]): FieldRow[] {
  const rows: FieldRow[] = [];
  const visit = (node: Node, path: string[], required: string) => {
    const { core, optional, defaultValue, meaning } = unwrap(node);
    const variants = objectVariants(core);
    const def = defOf(core);
    const element = def.type === 'array' && def.element ? unwrap(def.element).core : undefined;
    const nested = def.type === 'object' || !!variants || (!!element && (isObject(element) || !!objectVariants(element)));
    if (path.length) {
      rows.push({
        path: path.join('.').replace(/\.\[\]/g, '[]'),
        type: expects(core) + (defaultValue !== undefined ? ` (default ${JSON.stringify(defaultValue)})` : ''),
        required: optional ? 'optional' : required,
        meaning: meaning ?? '',
        example: nested ? undefined : exampleAt(samples, path),
        container: nested,
      });
    }
    if (def.type === 'object') visitShape(def.shape ?? {}, path);
    else if (variants) visitVariants(variants, path);
    else if (element && nested) {
      const elementVariants = objectVariants(element);
      if (elementVariants) visitVariants(elementVariants, [...path, '[]']);
      else visitShape(defOf(element).shape ?? {}, [...path, '[]']);
    }
  };
  const visitShape = (shape: Record<string, Node>, path: string[]) => {
    for (const [key, child] of Object.entries(shape)) visit(child, [...path, key], 'yes');
  };
  /** Fields of a union of groups: shared fields once; the rest say which form they belong to. */
  const visitVariants = (variants: Node[], path: string[]) => {
    const shapes = variants.map((variant) => defOf(variant).shape ?? {});
    const keys = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
    const shared = keys.filter((key) => shapes.every((shape) => key in shape));
    const forms = shapes.map((shape) =>
      Object.keys(shape)
        .filter((key) => !shared.includes(key) && !unwrap(shape[key]!).optional)
        .join(' + '),
    );
    for (const key of keys) {
      const owners = shapes.filter((shape) => key in shape);
      const child = owners[0]![key]!;
      if (owners.length === shapes.length) visit(child, [...path, key], 'yes');
      else {
        const form = forms[shapes.indexOf(owners[0]!)]!;
        visit(child, [...path, key], form.split(' + ').includes(key) ? `one of: ${forms.join(' · ')}` : `with ${form}`);
      }
    }
  };
  visit(schema, [], 'yes');
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
    const first = value.find((item) => item === null || typeof item !== 'object');
    return first === undefined ? undefined : formatExample(first);
  }
  if (value && typeof value === 'object') return undefined;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
}
