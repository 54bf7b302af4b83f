import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { anchorOf, pageAnchors } from './anchors';
import { parseSource } from './source';

const anchorsOf = (file: string) => pageAnchors(parseSource(file, readFileSync(file, 'utf8')).data);

test('a section is anchored by its own id, else by its kind and place', () => {
  expect(anchorOf({ type: 'faq', id: 'questions' }, 3)).toBe('questions');
  expect(anchorOf({ type: 'faq' }, 3)).toBe('faq-4');
});

test('a page links to its sections with an id, its headings and the shell; not to a section without an id', () => {
  // The ids the built /tara page carries for these (read from build/client/tara/index.html).
  const { named, all } = anchorsOf('content/pages/tara.mdx');
  expect(named).toEqual(['versions', 'specifications', 'compare']);
  for (const id of ['main', 'versions', 'versions-heading', 'feature-cards-3-heading', 'gallery-9-heading', 'cta-10-heading']) expect(all).toContain(id);
  expect(all).not.toContain('gallery-9');
});

test('tile ids inside a section are anchors too', () => {
  expect(anchorsOf('content/pages/index.mdx').named).toContain('industrial-manufacturing');
});

test('a videos section without any video address is not on the page, so it gives no anchor', () => {
  const videos = (items: object[]) => pageAnchors({ sections: [{ type: 'videos', heading: 'Demo videos', items }] }).all;
  expect(videos([{ title: 'Demo' }])).not.toContain('videos-1-heading');
  expect(videos([{ title: 'Demo', embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk' }])).toContain('videos-1-heading');
  expect(anchorsOf('content/pages/tara.mdx').all).not.toContain('videos-8-heading');
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
