/**
 * The site search index (docs/decisions/1802), written by Pagefind's Node API once every page is
 * prerendered. Pagefind reads what a visitor would search: the `<main>` that SiteShell marks
 * `data-pagefind-body` on pages, products, news items and job postings (never the header, menu
 * or footer; the 404, redirect pages and aliases carry no mark) and files each page under its
 * kind (`data-pagefind-filter="kind:…"`). It splits the index by `<html lang>`: each language
 * of the site gets its own, and the browser API picks the one matching the page it runs on.
 *
 * The bundle goes to build/client/pagefind/, which a host serves under the site's base; the
 * browser API finds its files beside itself and puts result addresses under that base.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { withoutBidiControls } from '../../src/lib/bidi';
import { builtHtml, tags } from './built-html';

/** Folder of the bundle inside the client build: the browser imports `<base>pagefind/pagefind.js`. */
export const SEARCH_DIR = 'pagefind';

/** Parts of Pagefind's bundle the site does not use: its ready-made interfaces and highlighter. */
const UNUSED = /^pagefind-((component-|modular-)?ui\.(js|css)|highlight\.js)$/;

export type SearchPage = { url: string; html: string };
export type SearchIndexSummary = { pages: number; languages: Record<string, number> };

/** Whether a built page asks to be searched: its `<main>` carries `data-pagefind-body`. */
export function isSearchable(html: string): boolean {
  return tags(html, 'main').some((main) => 'data-pagefind-body' in main);
}

/**
 * Elements a page shows apart from the text beside them (a spec's name and value, a table cell,
 * two buttons side by side, a date after a label) though nothing in the HTML separates them:
 * Pagefind would read "Continuous operation8 hours" as one word. Only the copy handed to
 * Pagefind gets the spaces.
 */
const SEPARATE = new Set(['dt', 'dd', 'th', 'td', 'a', 'button', 'time']);

/**
 * The page as Pagefind should read it: a space at each end of those elements, and no directional
 * formatting character in any text (an island may carry a figure isolated for right-to-left text;
 * a search result shows it as plain text, docs/decisions/2714). Only the tree is changed.
 */
export function spacedForIndex(html: string): string {
  const document = parse(html);
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of [...node.childNodes]) {
      if (defaultTreeAdapter.isTextNode(child)) child.value = withoutBidiControls(child.value);
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      walk(child);
      if (!SEPARATE.has(child.tagName)) continue;
      const first = child.childNodes[0];
      if (first) defaultTreeAdapter.insertTextBefore(child, ' ', first);
      defaultTreeAdapter.insertText(child, ' ');
    }
  };
  walk(document);
  return serialize(document);
}

/** Indexes `pages` (each at its own address) and writes the bundle to `outDir`, replacing what was there. */
export async function buildSearchIndex(pages: SearchPage[], outDir: string): Promise<SearchIndexSummary> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.url, content: spacedForIndex(page.html) });
      if (added.errors.length) throw new Error(`search index: ${page.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.getFiles();
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    rmSync(outDir, { recursive: true, force: true });
    for (const file of written.files) {
      if (UNUSED.test(file.path)) continue;
      const target = join(outDir, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.content);
    }
  } finally {
    await pagefind.close();
  }
  return summary(pages.length, join(outDir, 'pagefind-entry.json'));
}

/** Pages per language, as Pagefind's entry file records them. */
function summary(pages: number, entryFile: string): SearchIndexSummary {
  const entry: unknown = JSON.parse(readFileSync(entryFile, 'utf8'));
  const languages: Record<string, number> = {};
  if (entry && typeof entry === 'object' && 'languages' in entry && entry.languages && typeof entry.languages === 'object') {
    const counts: [string, unknown][] = Object.entries(entry.languages);
    for (const [language, info] of counts) {
      languages[language] = info && typeof info === 'object' && 'page_count' in info && typeof info.page_count === 'number' ? info.page_count : 0;
    }
  }
  return { pages, languages };
}

/** Writes the index of a client build into `<clientDir>/pagefind/`. */
export async function writeSearchIndex(clientDir: string): Promise<SearchIndexSummary> {
  const pages = builtHtml(clientDir)
    .filter((page) => page.kind === 'route' && isSearchable(page.html))
    .map((page) => ({ url: page.urlPath, html: page.html }));
  if (!pages.length) throw new Error('search index: no built page is marked data-pagefind-body; is SiteShell marking <main>?');
  const result = await buildSearchIndex(pages, join(clientDir, SEARCH_DIR));
  const perLanguage = Object.entries(result.languages)
    .map(([language, count]) => `${language} ${count}`)
    .join(', ');
  console.log(`postbuild: search index of ${result.pages} pages written to ${SEARCH_DIR}/ (${perLanguage}).`);
  return result;
}
