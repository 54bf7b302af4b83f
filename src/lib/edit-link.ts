/**
 * Preview builds only: which content file holds the page being shown, and where to edit it in
 * the repository. Every route's loader names its file (`{ file: "content/…" }` one level down in
 * its data), so this runs in the browser without a route table.
 */
import { collectionRoutes } from '~/site-map';

/** The not-found page's content file (rendered by the catch-all route, id "not-found"). */
const NOT_FOUND_FILE = 'content/pages/404.mdx';

/** A `{ file: "content/…" }` one level down in a route's loader data. */
function fileIn(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const values: unknown[] = Object.values(data);
  for (const value of values) {
    if (value && typeof value === 'object' && 'file' in value && typeof value.file === 'string' && value.file.startsWith('content/'))
      return value.file;
  }
  return undefined;
}

/** The content file of the page at `pathname`, given the deepest route match; undefined for redirects. */
export function contentFileFor(pathname: string, leaf?: { id: string; loaderData?: unknown }): string | undefined {
  if (leaf?.id.startsWith('redirect:')) return undefined;
  const fromData = fileIn(leaf?.loaderData);
  if (fromData) return fromData;
  const item = collectionRoutes.find((route) => pathname.startsWith(`${route.prefix}/`));
  if (item && leaf?.id !== 'not-found') return `content/${item.collection}/${pathname.slice(item.prefix.length + 1).replace(/\/$/, '')}.mdx`;
  return NOT_FOUND_FILE;
}

/** The repository host's editor for `file` on `branch` (GitHub's URL scheme, also used by Gitea and Forgejo). */
export function editUrl(repository: string, branch: string, file: string): string {
  return `${repository.replace(/\/+$/, '').replace(/\.git$/, '')}/edit/${branch.split('/').map(encodeURIComponent).join('/')}/${file}`;
}
