/**
 * The editor shows and saves the entry its address names (issue 45). Decap CMS loads an entry
 * when its editor opens and keeps that editor open when the address moves from one entry to
 * another (Back, Forward, an address typed or pasted), so the form went on showing, and saving,
 * the entry it had opened first. src/admin/main.tsx reloads the editor on such a move, before
 * Decap CMS sees it, and refuses a save whose form is not the entry of the address. Pure.
 */

/** The entry an editor address names: `#/collections/news/entries/rhino-enters-beta`, or a new one: `#/collections/news/new`. */
export type EditorRoute = { collection: string; slug: string } | { collection: string; slug: undefined };

/** The entry `hash` (`location.hash`) opens in the editor, or undefined for any other screen (a collection's list, the workflow). */
export function editorRoute(hash: string): EditorRoute | undefined {
  let path = hash.replace(/^#/, '').split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // An address with a stray "%": read as it is.
  }
  const entry = /^\/collections\/([^/]+)\/entries\/(.+?)\/?$/.exec(path);
  if (entry) return { collection: entry[1]!, slug: entry[2]! };
  const fresh = /^\/collections\/([^/]+)\/new\/?$/.exec(path);
  return fresh ? { collection: fresh[1]!, slug: undefined } : undefined;
}

/**
 * Whether the address moving from `from` to `to` leaves Decap CMS's open editor holding another
 * entry than `to` names, so the editor must start again at `to`. Decap's own moves keep the
 * form right: a new entry saved goes to its address, "duplicate" and "create new" go to a new
 * entry of the same collection.
 */
export function needsReload(from: string, to: string): boolean {
  const before = editorRoute(from);
  const after = editorRoute(to);
  if (!before || !after) return false;
  if (before.collection !== after.collection) return true;
  if (before.slug === undefined || after.slug === undefined) return false;
  return before.slug !== after.slug;
}

/** Why a form may not be saved at this address (it holds another entry), or undefined when it is the entry the address names. */
export function addressMismatch(hash: string, form: { collection: string; slug: string; isNew: boolean; path: string }): string | undefined {
  const route = editorRoute(hash);
  if (!route) return undefined;
  const holds = form.isNew ? `a new entry of "${form.collection}"` : form.path || `"${form.collection}/${form.slug}"`;
  const names = route.slug === undefined ? `a new entry of "${route.collection}"` : `"${route.collection}/${route.slug}"`;
  const same = route.collection === form.collection && (route.slug === undefined ? form.isNew : form.isNew || route.slug === form.slug);
  return same
    ? undefined
    : `this form holds ${holds}, but the address names ${names}; nothing was written: reload the page to edit the entry of the address`;
}
