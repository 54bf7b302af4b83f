/**
 * Whether a value is plain JSON, as an island's props must be (src/islands/Island.tsx): what
 * `JSON.stringify` writes and `JSON.parse` reads back the same. Returns where the first value that
 * is not sits (`props.items[2].date: a Date`), or undefined. An object's property may be
 * `undefined`: it is left out and reads back as absent, which an optional prop cannot tell apart.
 */
export function notPlainJson(value: unknown, path = 'props'): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path}: ${value} (written as null)`;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      if (item === undefined) return `${path}[${index}]: undefined (written as null)`;
      const found = notPlainJson(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return `${path}: a ${value.constructor?.name ?? 'class instance'}, not a plain object`;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const found = notPlainJson(item, `${path}.${key}`);
      if (found) return found;
    }
    return undefined;
  }
  return `${path}: a ${typeof value}`;
}
