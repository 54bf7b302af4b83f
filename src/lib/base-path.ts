/**
 * The sub-path the site is built under: `/` normally, e.g. `/pr-preview/pr-12/` for a pull
 * request's preview (`SITE_BASE` at build; Vite's `base`, React Router's `basename`). Content
 * always writes addresses from the site's root (`/tara`); they are placed under the base here,
 * where they are rendered, and taken off where a request's address is read.
 */
const BASE = (import.meta.env?.BASE_URL ?? '/').replace(/\/+$/, '');

/** A root-relative address (`/tara`, `/images/x.webp`) under the base; anything else (other sites, mail, `#anchor`) unchanged. */
export function sitePath(href: string): string {
  if (!BASE || !href.startsWith('/') || href.startsWith('//')) return href;
  return `${BASE}${href}`;
}

/** A request's pathname as the site's own address: the base taken off (`/pr-preview/pr-12/tara` → `/tara`). */
export function pagePathOf(pathname: string): string {
  if (!BASE || (pathname !== BASE && !pathname.startsWith(`${BASE}/`))) return pathname;
  return pathname.slice(BASE.length) || '/';
}
