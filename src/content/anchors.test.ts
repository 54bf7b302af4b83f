import { expect, test } from 'vitest';
import { anchorOf, pageAnchors } from './anchors';

/**
 * A product page of the tests' own, shaped like /tara: a hero, sections with an id of their own,
 * one without, videos still without their addresses, a gallery and a call to action.
 */
const productPage = {
  sections: [
    { type: 'product-hero', product: 'tara' },
    { type: 'feature-cards', id: 'versions', heading: 'The versions' },
    { type: 'feature-cards', heading: 'Built to work with people' },
    { type: 'spec-list', id: 'specifications', heading: 'At a glance' },
    { type: 'comparison', id: 'compare', heading: 'Side by side' },
    { type: 'videos', heading: 'Demo videos', items: [{ title: 'Demo' }] },
    { type: 'gallery', heading: 'Where it works' },
    { type: 'cta', heading: 'Bring it to you' },
  ],
};
/** A page of tiles, each with an id of its own. */
const tilesPage = { sections: [{ type: 'tiles', heading: 'Where our robots work', tiles: [{ id: 'industrial-manufacturing', title: 'Manufacturing' }] }] };

test('a section is anchored by its own id, else by its kind and place', () => {
  expect(anchorOf({ type: 'faq', id: 'questions' }, 3)).toBe('questions');
  expect(anchorOf({ type: 'faq' }, 3)).toBe('faq-4');
});

test('a page links to its sections with an id, its headings and the shell; not to a section without an id', () => {
  // The ids such a built page carries (as build/client/tara/index.html does for /tara's own).
  const { named, all } = pageAnchors(productPage);
  expect(named).toEqual(['versions', 'specifications', 'compare']);
  for (const id of ['main', 'versions', 'versions-heading', 'feature-cards-3-heading', 'gallery-7-heading', 'cta-8-heading']) expect(all).toContain(id);
  expect(all).not.toContain('gallery-7');
});

test('tile ids inside a section are anchors too', () => {
  expect(pageAnchors(tilesPage).named).toContain('industrial-manufacturing');
});

test('a videos section without any video address is not on the page, so it gives no anchor', () => {
  const videos = (items: object[]) => pageAnchors({ sections: [{ type: 'videos', heading: 'Demo videos', items }] }).all;
  expect(videos([{ title: 'Demo' }])).not.toContain('videos-1-heading');
  expect(videos([{ title: 'Demo', embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk' }])).toContain('videos-1-heading');
  expect(pageAnchors(productPage).all).not.toContain('videos-6-heading');
});

test('a group of clients, partners or leaders with no one named is not on the page, so it gives no anchor', () => {
  const group = (section: object) => pageAnchors({ sections: [{ heading: 'Group', total: 3, totalLabel: 'of them', id: 'group', ...section }] });
  for (const [type, key] of [
    ['organisations', 'entries'],
    ['leaders', 'items'],
    ['partners', 'items'],
  ] as const) {
    expect(group({ type }).all, type).not.toContain('group');
    expect(group({ type }).all, type).not.toContain('group-heading');
    const named = group({ type, [key]: [{ name: 'Example', role: 'Example', kind: 'Academic' }] });
    expect(named.named, type).toEqual(['group']);
    expect(named.all, type).toContain('group-heading');
  }
});
