import { expect, test } from 'vitest';
import { addressMismatch, editorRoute, needsReload } from './address';

test('reads the entry an editor address names, nested pages and new entries included', () => {
  expect(editorRoute('#/collections/news/entries/rhino-enters-beta')).toEqual({ collection: 'news', slug: 'rhino-enters-beta' });
  expect(editorRoute('#/collections/pages/entries/solutions/hospitals')).toEqual({ collection: 'pages', slug: 'solutions/hospitals' });
  expect(editorRoute('#/collections/pages-ar/entries/tara%2Dgreet')).toEqual({ collection: 'pages-ar', slug: 'tara-greet' });
  expect(editorRoute('#/collections/news/new?title=x')).toEqual({ collection: 'news', slug: undefined });
  expect(editorRoute('#/collections/news')).toBeUndefined();
  expect(editorRoute('#/workflow')).toBeUndefined();
  expect(editorRoute('')).toBeUndefined();
});

test('an address moved from one entry to another starts the editor again; Decap’s own moves and other screens do not', () => {
  const a = '#/collections/news/entries/rhino-enters-beta';
  expect(needsReload(a, '#/collections/pages-ar/entries/tara-greet')).toBe(true);
  expect(needsReload(a, '#/collections/news/entries/daksha-enters-beta')).toBe(true);
  expect(needsReload(a, '#/collections/pages/new')).toBe(true);
  expect(needsReload(a, a)).toBe(false);
  expect(needsReload('#/collections/news', a)).toBe(false);
  expect(needsReload(a, '#/collections/news')).toBe(false);
  // A new entry saved under its address, and "duplicate" / "create new" within a collection.
  expect(needsReload('#/collections/news/new', a)).toBe(false);
  expect(needsReload(a, '#/collections/news/new')).toBe(false);
});

test('a form is saved only at the address of the entry it holds', () => {
  const form = { collection: 'news', slug: 'daksha-enters-beta', isNew: false, path: 'content/news/daksha-enters-beta.mdx' };
  expect(addressMismatch('#/collections/news/entries/daksha-enters-beta', form)).toBeUndefined();
  expect(addressMismatch('#/collections/pages-ar/entries/tara-greet', form)).toBe(
    'this form holds content/news/daksha-enters-beta.mdx, but the address names "pages-ar/tara-greet"; nothing was written: reload the page to edit the entry of the address',
  );
  expect(addressMismatch('#/collections/news/entries/rhino-enters-beta', form)).toMatch(
    /^this form holds content\/news\/daksha-enters-beta\.mdx, but the address names "news\/rhino-enters-beta"/,
  );
  expect(addressMismatch('#/collections/news/new', { ...form, slug: '', isNew: true, path: '' })).toBeUndefined();
  expect(addressMismatch('#/collections/pages/new', { ...form, slug: '', isNew: true, path: '' })).toMatch(
    /^this form holds a new entry of "news", but the address names a new entry of "pages"/,
  );
});
