/**
 * The site's addresses, derived from content/: every file under content/pages/ is a page at the
 * address its place names (pages/index.mdx → "/", pages/defense/rhino.mdx → "/defense/rhino");
 * its front matter adds aliases, redirects and the back-to-top threshold. Read by the router
 * config, the loaders, the content check, the build steps and the tests; never by the browser.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadCareers, loadNews } from './content/load.server';
import { parseSource } from './content/source';
import { collectionRoutes, normalizePath, notFoundPath } from './site-map';

export const PAGES_DIR = 'content/pages';

/** The content file of the not-found page (content/pages/404.mdx): rendered for unknown paths, never listed. */
export const NOT_FOUND_FILE = `${PAGES_DIR}/404.mdx`;

export type SitePage = {
  /** The file's path under content/pages/ without .mdx, e.g. "defense/rhino". */
  id: string;
  /** The content file, e.g. "content/pages/defense/rhino.mdx". */
  file: string;
  /** Canonical address. */
  path: string;
  /** Other addresses showing the same page. */
  aliases: string[];
  /** Old addresses that send the visitor here. */
  redirects: string[];
  /** Back-to-top threshold in pixels. */
  scrollTopAfter: number;
};

function walk(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return walk(root, path);
    return name.endsWith('.mdx') ? [path] : [];
  });
}

/** "content/pages/locations/uae.mdx" → "/locations/uae"; "…/index.mdx" → its folder. */
export function pathOfPageFile(file: string): string {
  const id = file.slice(PAGES_DIR.length + 1).replace(/\.mdx$/, '');
  return normalizePath(`/${id.replace(/(^|\/)index$/, '')}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

const cache = process.env.NODE_ENV === 'production' ? new Map<string, SitePage[]>() : undefined;

/**
 * Every page, from the files under content/pages/ (the not-found page aside). The front matter is
 * read leniently here: a page with a mistake still has its address, and the content check
 * reports the mistake at its line.
 */
export function sitePages(root = process.cwd()): SitePage[] {
  const cached = cache?.get(root);
  if (cached) return cached;
  const pages = walk(root, PAGES_DIR)
    .filter((file) => file !== NOT_FOUND_FILE)
    .map((file): SitePage => {
      const id = file.slice(PAGES_DIR.length + 1).replace(/\.mdx$/, '');
      const data = parseSource(file, readFileSync(join(root, file), 'utf8')).data;
      const fields: Record<string, unknown> = isRecord(data) ? data : {};
      return {
        id,
        file,
        path: pathOfPageFile(file),
        aliases: strings(fields.aliases),
        redirects: strings(fields.redirects),
        scrollTopAfter: typeof fields.scrollTopAfter === 'number' ? fields.scrollTopAfter : 300,
      };
    });
  cache?.set(root, pages);
  return pages;
}

/** Old addresses and where they send the visitor. */
export function redirects(root = process.cwd()): { from: string; to: string }[] {
  return sitePages(root).flatMap((page) => page.redirects.map((from) => ({ from, to: page.path })));
}

/** The page shown at `pathname` (its address or an alias). */
export function pageAt(pathname: string, root = process.cwd()): SitePage | undefined {
  const clean = normalizePath(pathname);
  return sitePages(root).find((page) => page.path === clean || page.aliases.includes(clean));
}

/** Canonical path for any path of the site (aliases map to their page's address). */
export function canonicalPath(pathname: string, root = process.cwd()): string {
  return pageAt(pathname, root)?.path ?? normalizePath(pathname);
}

/** Back-to-top threshold for a path: SPEC.md section 9, default 300px. */
export function scrollTopThreshold(pathname: string, root = process.cwd()): number {
  const page = pageAt(pathname, root);
  if (page) return page.scrollTopAfter;
  const clean = normalizePath(pathname);
  return collectionRoutes.find((route) => clean.startsWith(`${route.prefix}/`))?.scrollTopAfter ?? 300;
}

/** Every path written to static HTML: pages, aliases, collection items, redirects, 404. */
export function prerenderPaths(root = process.cwd()): string[] {
  return [
    ...sitePages(root).flatMap((page) => [page.path, ...page.aliases]),
    ...loadNews().map((item) => `/news/${item.slug}`),
    ...loadCareers().map((posting) => `/careers/${posting.slug}`),
    ...redirects(root).map((r) => r.from),
    notFoundPath,
  ];
}
