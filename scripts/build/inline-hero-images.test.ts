import { expect, test } from 'vitest';
import { INLINE_MAX_BYTES, inlineHeroImages, svgDataUri } from './inline-hero-images';

const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h4v4H0z" fill="#35b3be"/></svg>\n';
const page = (body: string, head = '') => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const svgAt = (src: string) => (src === '/images/a.svg' ? drawing : undefined);

test('a small high-priority drawing is written into the page and its preload dropped; every other byte stays', () => {
  const preload = '<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>';
  const before = page('<img alt="Tara" width="4" height="4" fetchPriority="high" src="/images/a.svg"/><p class="x">Text &amp; more</p>', preload);
  const { html, inlined } = inlineHeroImages(before, svgAt);
  expect(inlined).toEqual(['/images/a.svg']);
  expect(html).toBe(page(`<img alt="Tara" width="4" height="4" fetchPriority="high" src="${svgDataUri(drawing)}"/><p class="x">Text &amp; more</p>`));
  expect(svgDataUri(drawing)).not.toMatch(/["<>&\s]/);
});

test('lazy images, raster images, responsive images and drawings that are missing or too large keep their address', () => {
  const body = [
    '<img alt="" fetchPriority="auto" loading="lazy" src="/images/a.svg"/>',
    '<img alt="" fetchPriority="high" src="/images/photo.jpg"/>',
    '<img alt="" fetchPriority="high" srcSet="/images/a.svg 1x" src="/images/a.svg"/>',
    '<img alt="" fetchPriority="high" src="/images/big.svg"/>',
  ].join('');
  const before = page(body, '<link rel="preload" as="image" href="/images/big.svg"/>');
  const { html, inlined } = inlineHeroImages(before, svgAt);
  expect(inlined).toEqual([]);
  expect(html).toBe(before);
  expect(INLINE_MAX_BYTES).toBe(8192);
});
