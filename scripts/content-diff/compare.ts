/** Compares two builds route by route: what a reviewer needs to know about each page. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { jsonFieldChanges, type FieldChange } from './json-fields';
import { diff, unified, type Op } from './line-diff';
import type { PageShot, Shot } from './screens';
import { snapshot, type Meta, type Snapshot } from './snapshot';

export type MetaChange = {
  field: keyof Meta;
  before: string;
  after: string;
  /** For JSON-LD: the changed fields, one by one. */
  fields?: FieldChange[];
};
export type RouteChange = {
  route: string;
  title: string;
  /** Text of <main>, as an edit script (unchanged lines included). */
  text: Op[];
  meta: MetaChange[];
  images?: { before: string[]; after: string[] };
  shots?: Shot[];
};
/** The same change to the header, menu or footer, found on several routes. */
export type SiteWideChange = { lines: string[]; routes: string[]; shots?: Shot[] };
/** A route only one build has: its title, the visible text of its <main> and, once taken, its screenshots. */
export type RouteOnOneSide = { route: string; title: string; text: string[]; shots?: PageShot[] };
export type Comparison = {
  total: number;
  changed: RouteChange[];
  added: RouteOnOneSide[];
  removed: RouteOnOneSide[];
  unchanged: string[];
  siteWide: SiteWideChange[];
};

/** Every prerendered route of a client build: `<dir>/…/index.html` and `404.html`. */
export function builtRoutes(dir: string): Map<string, string> {
  const routes = new Map<string, string>();
  const walk = (sub: string) => {
    for (const name of readdirSync(join(dir, sub)).sort()) {
      const rel = sub ? `${sub}/${name}` : name;
      const full = join(dir, rel);
      if (statSync(full).isDirectory()) walk(rel);
      else if (name === 'index.html') routes.set(`/${sub}`, full);
    }
  };
  walk('');
  if (existsSync(join(dir, '404.html'))) routes.set('/404', join(dir, '404.html'));
  return routes;
}

const META_FIELDS: (keyof Meta)[] = ['title', 'description', 'canonical', 'jsonLd'];

/** Every route of a client build, read into a snapshot. */
export function readSnapshots(dir: string): Map<string, Snapshot> {
  return new Map([...builtRoutes(dir)].map(([route, file]) => [route, snapshot(readFileSync(file, 'utf8'))]));
}

export function compareBuilds(beforeDir: string, afterDir: string): Comparison {
  return compareSnapshots(readSnapshots(beforeDir), readSnapshots(afterDir));
}

/** Compares two builds' snapshots (the base's may come from the cache). */
export function compareSnapshots(before: ReadonlyMap<string, Snapshot>, after: ReadonlyMap<string, Snapshot>): Comparison {
  const result: Comparison = {
    total: new Set([...before.keys(), ...after.keys()]).size,
    changed: [],
    added: [],
    removed: [],
    unchanged: [],
    siteWide: [],
  };
  const shellGroups = new Map<string, SiteWideChange>();

  for (const [route, next] of [...after].sort(([a], [b]) => a.localeCompare(b))) {
    const prev = before.get(route);
    if (!prev) {
      result.added.push({ route, title: next.meta.title, text: next.main });
      continue;
    }
    const meta = META_FIELDS.filter((field) => prev.meta[field] !== next.meta[field]).map((field): MetaChange => ({
      field,
      before: prev.meta[field],
      after: next.meta[field],
      ...(field === 'jsonLd' ? { fields: jsonFieldChanges(prev.structured, next.structured) } : {}),
    }));
    const text = diff(prev.main, next.main);
    const imagesChanged = prev.images.join('\n') !== next.images.join('\n');
    const shell = unified(diff(prev.shell, next.shell), 1);
    if (shell.length) {
      const key = shell.join('\n');
      const group = shellGroups.get(key) ?? { lines: shell, routes: [] };
      group.routes.push(route);
      shellGroups.set(key, group);
    }
    if (meta.length || imagesChanged || text.some((op) => op.kind !== 'same')) {
      result.changed.push({
        route,
        title: next.meta.title,
        text,
        meta,
        ...(imagesChanged ? { images: { before: prev.images, after: next.images } } : {}),
      });
    } else if (!shell.length) result.unchanged.push(route);
  }
  for (const [route, prev] of before) if (!after.has(route)) result.removed.push({ route, title: prev.meta.title, text: prev.main });
  result.removed.sort((a, b) => a.route.localeCompare(b.route));
  result.siteWide = [...shellGroups.values()];
  return result;
}

/** What changed on a route, in a few words: "text, title, description". */
export function changeSummary(change: RouteChange): string {
  const parts: string[] = [];
  if (change.text.some((op) => op.kind !== 'same')) parts.push('text');
  for (const m of change.meta) parts.push(m.field === 'jsonLd' ? 'JSON-LD' : m.field);
  if (change.images) parts.push('images');
  return parts.join(', ');
}
