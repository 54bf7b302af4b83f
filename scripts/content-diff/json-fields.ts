/**
 * JSON-LD compared field by field (microdiff finds the differences): one row per changed leaf,
 * named by its path, instead of two whole blocks a reviewer has to compare by eye.
 */
import microdiff from 'microdiff';

export type FieldChange = {
  /** Where the field is: `@graph[1].offers.price`; with several blocks, `[2].name`. */
  path: string;
  /** The value before, as compact JSON; undefined when the field was added. */
  before?: string;
  /** The value after, as compact JSON; undefined when the field was removed. */
  after?: string;
};

const IDENTIFIER = /^[A-Za-z_@$][\w@$-]*$/;

/** `["@graph", 1, "offers", "price"]` → `@graph[1].offers.price`. */
export function fieldPath(path: readonly (string | number)[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : IDENTIFIER.test(key) ? `${index ? '.' : ''}${key}` : `[${JSON.stringify(key)}]`))
    .join('');
}

const show = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

/**
 * Changed fields between two lists of JSON-LD blocks. A page usually has one block; then paths
 * start inside it. Arrays are compared by position, as search engines read them.
 */
export function jsonFieldChanges(before: readonly unknown[], after: readonly unknown[]): FieldChange[] {
  const single = before.length <= 1 && after.length <= 1;
  const a: unknown = single ? (before[0] ?? {}) : before;
  const b: unknown = single ? (after[0] ?? {}) : after;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ path: '(block)', before: show(a), after: show(b) }];
  }
  const changes = microdiff(a as Record<string, unknown>, b as Record<string, unknown>);
  return changes.map((change): FieldChange => {
    const path = fieldPath(change.path) || '(block)';
    if (change.type === 'CREATE') return { path, after: show(change.value) };
    if (change.type === 'REMOVE') return { path, before: show(change.oldValue) };
    return { path, before: show(change.oldValue), after: show(change.value) };
  });
}
