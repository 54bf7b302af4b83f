/**
 * A page no link leads to (issue 30): the page is built and in the sitemap, but a visitor never
 * finds it. A warning — it never fails the check: a page can be linked from outside, or be
 * about to be linked — naming the ways to link it. Links count from every content file: the
 * menu and footer (content/site.yaml), every page, news item, job posting and product (its
 * `path`), fields and bodies alike; a link to an alias counts for its page.
 */
import type { SitePage } from '../site-map.server';
import type { Problem, SourceFile } from './source';

/** How every warning about a page no link leads to begins (scripts/content-check.ts counts them). */
export const UNLINKED = 'no link leads to ';

/** Every internal address a file's fields or body link to, without `#anchor` or `?query`. */
function linksOf(source: SourceFile): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^\/[^/]/.test(value) || value === '/') out.push(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(source.data);
  for (const match of source.body.matchAll(/\]\((\/[^)\s]*)|\bhref=["'](\/[^"']*)["']|^\[[^\]]+\]:\s*(\/\S*)/gm)) out.push((match[1] ?? match[2] ?? match[3])!);
  return out.map((link) => (link.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/'));
}

/** Warnings for the pages in `pages` that no other file links to. */
export function orphanWarnings(sources: readonly SourceFile[], pages: readonly SitePage[]): Problem[] {
  const linked = new Map<string, Set<string>>();
  for (const source of sources) {
    for (const link of linksOf(source)) {
      const from = linked.get(link) ?? new Set<string>();
      from.add(source.file);
      linked.set(link, from);
    }
  }
  return pages.flatMap((page) => {
    if (page.path === '/') return [];
    // A link from the page itself (or its own translation) does not lead a visitor to it.
    const from = [page.path, ...page.aliases].flatMap((path) => [...(linked.get(path) ?? [])]).filter((file) => file !== page.file && file.replace(/^content\/[a-z]{2}\//, 'content/') !== page.file);
    if (from.length) return [];
    return [
      {
        file: page.file,
        line: 1,
        field: '(file)',
        message: `${UNLINKED}${page.path}: add it to the menu or the footer in content/site.yaml, or link to it from another page, so that visitors can find it`,
      },
    ];
  });
}
