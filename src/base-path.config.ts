/**
 * `SITE_BASE` (e.g. `/pr-preview/pr-12/`), read once for Vite's `base` and React Router's
 * `basename` so the two always agree. Unset: the site lives at the root of its host.
 */
export function siteBase(value = process.env.SITE_BASE): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed || trimmed === '/') return '/';
  if (!/^\/[A-Za-z0-9._~\-/]+$/.test(trimmed)) {
    throw new Error(`SITE_BASE must be a path like /pr-preview/pr-12/ (letters, digits, . _ ~ - and /); got "${trimmed}".`);
  }
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`;
}
