/**
 * Preview builds only: which content file holds the page at a path, and where to edit it in
 * the repository. Pure data from the route table, so it runs in the browser.
 */
import { canonicalPath, collectionRoutes, pageRoutes, redirects } from '../site-map';

/** Route id of the catch-all route in src/routes.ts, which is also its page file's name. */
const NOT_FOUND_ID = 'not-found';

/** A `{ file: "content/…" }` one level down in a route's loader data (collection items carry it). */
function fileIn(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object' && 'file' in value && typeof value.file === 'string' && value.file.startsWith('content/'))
      return value.file;
  }
  return undefined;
}

/** The content file of the page at `pathname`, given the deepest route match; undefined for redirects. */
export function contentFileFor(pathname: string, leaf?: { id: string; loaderData?: unknown }): string | undefined {
  const path = canonicalPath(pathname);
  if (redirects.some((r) => r.from === path)) return undefined;
  const page = pageRoutes.find((route) => route.path === path);
  if (page) return `content/pages/${page.page}.mdx`;
  const fromData = fileIn(leaf?.loaderData);
  if (fromData) return fromData;
  const item = collectionRoutes.find((route) => path.startsWith(`${route.prefix}/`));
  if (item && leaf?.id !== NOT_FOUND_ID) return `content/${item.collection}/${path.slice(item.prefix.length + 1)}.mdx`;
  return `content/pages/${NOT_FOUND_ID}.mdx`;
}

/** The repository host's editor for `file` on `branch` (GitHub's URL scheme, also used by Gitea and Forgejo). */
export function editUrl(repository: string, branch: string, file: string): string {
  return `${repository.replace(/\/+$/, '').replace(/\.git$/, '')}/edit/${branch.split('/').map(encodeURIComponent).join('/')}/${file}`;
}
