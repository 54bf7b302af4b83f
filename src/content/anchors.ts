/**
 * The ids a built page carries, worked out from its content, so the content check can tell
 * whether a link like `/tara#specifications` or `#compare` lands somewhere. They are the ids the
 * components really render (see anchors.test.ts, which reads them off rendered pages):
 * - the shell's: `main` (the skip link's target), `site-menu`, `root`;
 * - each section's own `id:` field, and any `id:` inside it (a tile's), which render as the
 *   element's id;
 * - each section's h2, `<anchor>-heading`, where the anchor is `anchorOf` below (banners and
 *   heroes give their heading no id).
 * A section without an `id:` has no id of its own: `#faq-8` leads nowhere, `#faq-8-heading` does.
 * A section the page leaves out (videos without an address, a group with no one named) has no ids at all.
 */
import { partId } from '../lib/ids';

/** Unique on the page: the section's own `id`, else its kind and place ("faq-4"). */
export function anchorOf(section: { type: string; id?: unknown }, index: number): string {
  return typeof section.id === 'string' ? section.id : `${section.type}-${index + 1}`;
}

/** Ids every page has, from the layout. */
export const shellIds: readonly string[] = ['main', 'site-menu', 'root'];

/** Kinds whose heading (the page's h1, or a banner's line) carries no id. */
const unnamedHeadings: readonly string[] = ['hero', 'product-hero', 'media-hero', 'hero-carousel', 'celebration', 'announcement-hero', 'news-mention', 'contact-form', 'highlights'];

/** Ids the item pages of a collection add (src/routes/careers-posting.tsx: "How to apply"). */
export const collectionIds: Readonly<Record<'news' | 'careers', readonly string[]>> = { news: [], careers: ['how-to-apply'] };

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined;

/** Every `id:` string inside a value. */
function nestedIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(nestedIds);
  const fields = record(value);
  if (!fields) return [];
  return Object.entries(fields).flatMap(([key, item]) => (key === 'id' && typeof item === 'string' ? [item] : nestedIds(item)));
}

/** Where each kind the page may leave out keeps the entries that make it shown. */
const shownBy: Readonly<Record<string, string>> = { videos: 'items', organisations: 'entries', leaders: 'items', partners: 'items' };

/**
 * A section the page leaves out: videos none of which has an address yet (docs/decisions/2711), a
 * group of clients, partners or leaders none of whom is named yet (docs/decisions/3350).
 */
function notShown(fields: Record<string, unknown>): boolean {
  const key = typeof fields.type === 'string' ? shownBy[fields.type] : undefined;
  if (!key) return false;
  const entries = Array.isArray(fields[key]) ? fields[key] : [];
  if (fields.type !== 'videos') return entries.length === 0;
  return !entries.some((item) => {
    const video = record(item);
    return typeof video?.embedUrl === 'string' || typeof video?.watchUrl === 'string';
  });
}

/**
 * The anchors a page's front matter gives it: `named` are the sections' own ids (what a writer
 * links to and what a message lists); `all` adds the headings' and the shell's.
 */
export function pageAnchors(data: unknown): { named: string[]; all: Set<string> } {
  const sections = record(data)?.sections;
  const list = Array.isArray(sections) ? sections : [];
  const named: string[] = [];
  const all = new Set(shellIds);
  list.forEach((section, index) => {
    const fields = record(section);
    if (!fields || typeof fields.type !== 'string' || notShown(fields)) return;
    for (const id of nestedIds(fields)) {
      named.push(id);
      all.add(id);
    }
    if (typeof fields.heading === 'string' && !unnamedHeadings.includes(fields.type)) all.add(partId(anchorOf({ type: fields.type, id: fields.id }, index), 'heading'));
  });
  return { named, all };
}
