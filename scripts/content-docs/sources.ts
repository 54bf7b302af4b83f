/**
 * Which content files hold the text of each route, read from the code itself: the route config
 * (src/routes.ts, built from src/site-map.ts), the loader calls in each route module and the
 * modules it imports, and the MDX files those modules import. Nothing here lists a page by hand.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import routeConfig from '../../src/routes';
import { collections } from '../../src/content/collections';
import { collectionRoutes, notFoundPath } from '../../src/site-map';
import { canonicalPath, redirects } from '../../src/site-map.server';

const SRC = 'src';
const LOADERS = 'src/content/load.server.ts';

export type Source = { file: string; role: 'fields' | 'fields + body' | 'body' | 'list' | 'site' };
export type RouteSources = {
  /** The path shown in the table, e.g. "/news/<slug>". */
  path: string;
  kind: 'page' | 'item' | 'redirect' | 'not-found';
  aliases: string[];
  /** Where a redirect sends the visitor. */
  to?: string;
  module: string;
  /** Page key for content/pages/<key>.mdx, when the route shows one page file. */
  page?: string;
  sources: Source[];
};

type Scan = { loads: { fn: string; arg?: string }[]; mdx: Set<string>; globs: Set<string>; usesSite: boolean };

/** Loader function name → collection it reads, from the bodies of src/content/load.server.ts. */
function loaderCollections(root: string): Map<string, keyof typeof collections> {
  const text = readFileSync(join(root, LOADERS), 'utf8');
  const map = new Map<string, keyof typeof collections>();
  const parts = text.split(/^(?=(?:export )?function )/m);
  for (const part of parts) {
    const name = /^(?:export )?function (\w+)/.exec(part)?.[1];
    const key = /collections\.(\w+)/.exec(part)?.[1];
    if (name && key && key in collections) map.set(name, key as keyof typeof collections);
  }
  // A loader that only calls another loader reads what that one reads (loadNews → loadCollection).
  for (const part of parts) {
    const name = /^(?:export )?function (\w+)/.exec(part)?.[1];
    if (!name || map.has(name)) continue;
    const callee = [...part.matchAll(/\b(load\w+)\(/g)].map((m) => m[1]!).find((fn) => map.has(fn));
    if (callee) map.set(name, map.get(callee)!);
  }
  return map;
}

function resolveImport(from: string, spec: string, root: string): string | undefined {
  let base: string;
  if (spec.startsWith('~/')) base = join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = normalize(join(dirname(from), spec));
  else return undefined;
  if (spec.endsWith('.mdx')) return base;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(join(root, candidate))) return candidate;
  }
  return undefined;
}

/** Loader calls, MDX imports and globs in `file` and every local module it imports. */
function scanModule(root: string, file: string, seen = new Set<string>()): Scan {
  const scan: Scan = { loads: [], mdx: new Set(), globs: new Set(), usesSite: false };
  if (seen.has(file) || file === LOADERS) return scan;
  seen.add(file);
  const text = readFileSync(join(root, file), 'utf8').replace(/^\s*(\/\/.*|\/?\*.*)$/gm, '');
  for (const match of text.matchAll(/(?<!function\s+)\b(load[A-Z]\w*)\(\s*(?:(['"])([^'"]+)\2)?/g)) {
    scan.loads.push({ fn: match[1]!, ...(match[3] ? { arg: match[3] } : {}) });
  }
  for (const match of text.matchAll(/import\.meta\.glob\s*(?:<[^>]*>)?\(\s*['"]\/?([^'"]+)['"]/g)) scan.globs.add(match[1]!);
  if (/\buseSite\(/.test(text)) scan.usesSite = true;
  const imports = [
    ...[...text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[\s\S]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].filter((m) => !m[1]).map((m) => m[2]!),
    ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
  ];
  for (const spec of imports) {
    const target = resolveImport(file, spec, root);
    if (!target) continue;
    if (target.endsWith('.mdx')) {
      scan.mdx.add(target);
      continue;
    }
    const inner = scanModule(root, target, seen);
    scan.loads.push(...inner.loads);
    inner.mdx.forEach((m) => scan.mdx.add(m));
    inner.globs.forEach((g) => scan.globs.add(g));
    scan.usesSite ||= inner.usesSite;
  }
  return scan;
}

function sourcesOf(scan: Scan, loaders: Map<string, keyof typeof collections>, itemDir?: string): { sources: Source[]; page?: string } {
  const sources: Source[] = [];
  const add = (file: string, role: Source['role']) => {
    const existing = sources.find((s) => s.file === file);
    if (!existing) sources.push({ file, role });
    else if (existing.role === 'fields' && role === 'body') existing.role = 'fields + body';
  };
  let page: string | undefined;
  for (const { fn, arg } of scan.loads) {
    const key = loaders.get(fn);
    if (key === 'pages' && arg) {
      page = arg;
      add(`content/${collections.pages.dir}/${arg}.mdx`, 'fields');
    } else if ((key === 'news' || key === 'careers') && collections[key].dir !== itemDir) {
      add(`content/${collections[key].dir}/*.mdx`, 'list');
    }
  }
  for (const file of scan.mdx) add(file, 'body');
  if (itemDir && scan.globs.has(`content/${itemDir}/*.mdx`)) add(`content/${itemDir}/<slug>.mdx`, 'fields + body');
  else if (itemDir) add(`content/${itemDir}/<slug>.mdx`, 'fields');
  if (scan.usesSite || scan.loads.some(({ fn }) => loaders.get(fn) === 'site')) add(`content/${collections.site.file}`, 'site');
  return { sources, ...(page ? { page } : {}) };
}

/** Every route of the site with the content files that hold its text, in route table order. */
export function routeSources(root: string): RouteSources[] {
  const loaders = loaderCollections(root);
  const rows: RouteSources[] = [];
  for (const entry of routeConfig) {
    const path = entry.path ?? '/';
    const module = join(SRC, entry.file);
    const scan = scanModule(root, module);
    if (path === '*') {
      rows.push({ path: notFoundPath, kind: 'not-found', aliases: ['any unknown address'], module, ...sourcesOf(scan, loaders) });
      continue;
    }
    const redirect = redirects().find((r) => r.from === path);
    if (redirect) {
      rows.push({ path, kind: 'redirect', aliases: [], to: redirect.to, module, ...sourcesOf(scan, loaders) });
      continue;
    }
    const item = collectionRoutes.find((c) => path === `${c.prefix}/:slug`);
    if (item) {
      const dir = collections[item.collection].dir;
      rows.push({ path: `${item.prefix}/<slug>`, kind: 'item', aliases: [], module, ...sourcesOf(scan, loaders, dir) });
      continue;
    }
    const primary = canonicalPath(path);
    const existing = rows.find((row) => row.kind === 'page' && row.path === primary);
    if (existing) existing.aliases.push(path);
    else rows.push({ path: primary, kind: 'page', aliases: primary === path ? [] : [path], module, ...sourcesOf(scan, loaders) });
  }
  return rows;
}
