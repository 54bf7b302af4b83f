import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { resolveSection } from '~/content/sections.server';
import { schema } from '~/kinds/videos/schema';
import { Videos } from './Videos';

const poster = { src: '/images/products/tara-demo-1.svg', alt: '' };
const section = (items: Record<string, string>[]) =>
  z.parse(schema, {
    type: 'videos',
    heading: 'Demo videos',
    playLabel: 'Play video',
    notice: 'Plays from YouTube.',
    items: items.map((item) => ({ poster, watchLabel: 'Watch on YouTube', ...item })),
  });
const rendered = (items: Record<string, string>[]) => {
  const resolved = resolveSection(section(items));
  if (resolved.type !== 'videos') throw new Error('expected a videos section');
  return renderToStaticMarkup(<Videos section={resolved} anchor="videos" />);
};

test('a videos section whose videos have no address is not shown at all: no poster, no link, no heading', () => {
  expect(rendered([{ title: 'Demo 1' }, { title: 'Demo 2' }])).toBe('');
});

test('a video without an address is left out, the one with its own page links there and nowhere else', () => {
  const html = rendered([{ title: 'Demo 1' }, { title: 'Demo 2', watchUrl: 'https://www.youtube.com/watch?v=abcdefghijk' }]);
  expect(html).not.toContain('Demo 1');
  expect(html.match(/href="[^"]+"/g)).toEqual(['href="https://www.youtube.com/watch?v=abcdefghijk"']);
  expect(html).not.toMatch(/results\?|search_query/);
});
