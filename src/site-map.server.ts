/**
 * The site's addresses, derived from content/: every file under content/pages/ is a page at the
 * address its place names (pages/index.mdx → "/", pages/defense/rhino.mdx → "/defense/rhino");
 * its front matter adds aliases, redirects and the back-to-top threshold. Read by the router
 * config, the loaders, the content check, the build steps and the tests; never by the browser.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseSource } from './content/source';
import { englishFileOf } from './content/translation';
import { DEFAULT_LANG, languages, langOfPath, pathIn, translatedLangs, type Edition, type Lang } from './lib/languages';
import { normalizePath, notFoundPath } from './site-map';

export const PAGES_DIR = 'content/pages';

/** Where a language's pages live: content/pages/ for English, content/<lang>/pages/ for the others. */
export const pagesDir = (lang: Lang) => (lang === DEFAULT_LANG ? PAGES_DIR : `content/${lang}/pages`);

/** The not-found page's content file in a language (content/ar/pages/404.mdx). */
export const notFoundFile = (lang: Lang) => `${pagesDir(lang)}/404.mdx`;

/** Where a language's not-found page is prerendered (`/404`, `/ar/404`); moved to `404.html`, `ar/404.html` after the build. */
export const notFoundPathIn = (lang: Lang) => `${languages[lang].prefix}${notFoundPath}`;

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
  /** The page's language. */
  lang: Lang;
  /** The address of the English page it is (or translates): its own path for English pages. */
  englishPath: string;
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
        lang: DEFAULT_LANG,
        englishPath: pathOfPageFile(file),
      };
    });
  cache?.set(root, pages);
  return pages;
}

/** Every page file in a translated language's folder, the not-found page aside, whether or not its English page exists. */
export function translatedPageFiles(lang: Lang, root = process.cwd()): string[] {
  return walk(root, pagesDir(lang)).filter((file) => file !== notFoundFile(lang));
}

const translatedCache = process.env.NODE_ENV === 'production' ? new Map<string, SitePage[]>() : undefined;

/**
 * The pages of a translated language: each file of content/<lang>/pages/ whose English page
 * exists, at the English address under the language's prefix (`/ar/tara`; home `/ar`). A file
 * missing in the language is not published in it (docs/decisions/1800). Aliases and redirects
 * are English addresses and stay English.
 */
export function translatedPages(lang: Lang, root = process.cwd()): SitePage[] {
  if (lang === DEFAULT_LANG) return sitePages(root);
  const key = `${lang}:${root}`;
  const cached = translatedCache?.get(key);
  if (cached) return cached;
  const english = new Map(sitePages(root).map((page) => [page.file, page]));
  const pages = translatedPageFiles(lang, root).flatMap((file): SitePage[] => {
    const source = english.get(englishFileOf(file));
    if (!source) return [];
    const data = parseSource(file, readFileSync(join(root, file), 'utf8')).data;
    const fields: Record<string, unknown> = isRecord(data) ? data : {};
    return [
      {
        id: source.id,
        file,
        path: pathIn(lang, source.path),
        aliases: [],
        redirects: [],
        scrollTopAfter: typeof fields.scrollTopAfter === 'number' ? fields.scrollTopAfter : 300,
        lang,
        englishPath: source.path,
      },
    ];
  });
  translatedCache?.set(key, pages);
  return pages;
}

/** Every page in every language. */
export function allPages(root = process.cwd()): SitePage[] {
  return [...sitePages(root), ...translatedLangs.flatMap((lang) => translatedPages(lang, root))];
}

/** The languages that have a not-found page of their own (English always has one). */
export function notFoundLangs(root = process.cwd()): Lang[] {
  return [DEFAULT_LANG, ...translatedLangs.filter((lang) => existsSync(join(root, notFoundFile(lang))))];
}

/** The versions of an English page: its address in each language that has it, English first. */
export function versionsOf(englishPath: string, root = process.cwd()): { lang: Lang; path: string }[] {
  const page = pageAt(englishPath, root);
  if (!page || page.lang !== DEFAULT_LANG) return [];
  return [
    { lang: DEFAULT_LANG, path: page.path },
    ...translatedLangs.flatMap((lang) =>
      translatedPages(lang, root)
        .filter((item) => item.englishPath === page.path)
        .map((item) => ({ lang, path: item.path })),
    ),
  ];
}

/** What a page in `lang` needs to point links at the same language (src/lib/languages.ts `localLink`); undefined for English. */
export function editionOf(lang: Lang, root = process.cwd()): Edition | undefined {
  if (lang === DEFAULT_LANG) return undefined;
  const english = sitePages(root);
  const pages: Record<string, string> = {};
  for (const page of translatedPages(lang, root)) {
    const source = english.find((item) => item.path === page.englishPath);
    for (const path of [page.englishPath, ...(source?.aliases ?? [])]) pages[path] = page.path;
  }
  return { lang, pages };
}

/** Old addresses and where they send the visitor. */
export function redirects(root = process.cwd()): { from: string; to: string }[] {
  return sitePages(root).flatMap((page) => page.redirects.map((from) => ({ from, to: page.path })));
}

/** The page shown at `pathname` (its address or an alias). */
export function pageAt(pathname: string, root = process.cwd()): SitePage | undefined {
  const clean = normalizePath(pathname);
  return translatedPages(langOfPath(clean), root).find((page) => page.path === clean || page.aliases.includes(clean));
}

/** Canonical path for any path of the site (aliases map to their page's address). */
export function canonicalPath(pathname: string, root = process.cwd()): string {
  return pageAt(pathname, root)?.path ?? normalizePath(pathname);
}
