import { expect, test } from 'vitest';
import { markTarget, outlineBoxes, routeSlug, thumbnailArea } from './screens';

test('turns a line of the text diff back into what to outline on the page', () => {
  expect(markTarget('## Our team')).toEqual({ text: 'Our team' });
  expect(markTarget('- Payload 500 kg')).toEqual({ text: 'Payload 500 kg' });
  expect(markTarget('[image: Rhino in the desert]')).toEqual({ alt: 'Rhino in the desert' });
  expect(markTarget('#hashtag is text')).toEqual({ text: '#hashtag is text' });
});

test('names screenshot files after the route', () => {
  expect(routeSlug('/')).toBe('home');
  expect(routeSlug('/news/a b')).toBe('news_a_b');
});

test('draws an outline around a changed block, outside it, and leaves the rest of the picture alone', () => {
  const image = { data: new Uint8Array(30 * 30 * 4).fill(255), width: 30, height: 30 };
  const out = outlineBoxes(image, [{ x: 10, y: 10, width: 10, height: 10 }]);
  expect(
    image.data.every((byte) => byte === 255),
    'the screenshot itself is left as it was',
  ).toBe(true);
  const pixel = (x: number, y: number) => [...out.data.subarray((y * 30 + x) * 4, (y * 30 + x) * 4 + 3)];
  expect(pixel(5, 15)).toEqual([229, 72, 77]); // left edge: 10 - 2 gap - 3 width = 5
  expect(pixel(24, 15)).toEqual([229, 72, 77]); // right edge: 20 + 2 + 3 - 1 = 24
  expect(pixel(15, 15)).toEqual([255, 255, 255]); // the block itself is not covered
  expect(pixel(8, 15)).toEqual([255, 255, 255]); // nor the gap around it
  expect(pixel(0, 0)).toEqual([255, 255, 255]);
});

test('a thumbnail shows the part of the page around the change, at most 720px of its width', () => {
  expect(thumbnailArea(390, { left: 20, top: 500, right: 300, bottom: 560 })).toEqual({ left: 0, top: 380, width: 390, height: 468 });
  // A change on the right of a wide page: the crop keeps to the page.
  expect(thumbnailArea(1440, { left: 1300, top: 50, right: 1400, bottom: 90 })).toEqual({ left: 720, top: 0, width: 720, height: 864 });
  expect(thumbnailArea(1440, { left: 600, top: 1000, right: 800, bottom: 1100 })).toEqual({ left: 340, top: 880, width: 720, height: 864 });
  expect(thumbnailArea(1440, undefined)).toEqual({ left: 360, top: 0, width: 720, height: 864 });
});
