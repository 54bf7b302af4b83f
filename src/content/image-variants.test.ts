import { expect, test } from 'vitest';
import { fallbackFormat, planVariants, variantPath, variantWidths } from './image-variants';

test('makes the standard widths below the original plus the original width itself', () => {
  expect(variantWidths(1200)).toEqual([480, 768, 1080, 1200]);
  expect(variantWidths(300)).toEqual([300]);
  expect(variantWidths(1440)).toEqual([480, 768, 1080, 1440]);
});

test('never makes a copy wider than 1920 pixels', () => {
  expect(variantWidths(6000)).toEqual([480, 768, 1080, 1440, 1920]);
});

test('names each copy after the image, its content hash, width and format', () => {
  expect(variantPath('/images/home/team photo.v2.jpg', 'abcd1234', 768, 'jpeg')).toBe('/images/_v/home/team photo.v2-abcd1234-768.jpg');
  expect(variantPath('/images/a.png', 'abcd1234', 480, 'avif')).toBe('/images/_v/a-abcd1234-480.avif');
});

test('plans AVIF and WebP sources and a fallback that point to exactly the files it encodes', () => {
  const { files, variants } = planVariants('/images/home/lab.jpg', 'h', 1000, 'jpeg');
  expect(variants.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  expect(variants.sources[0]!.srcSet).toBe('/images/_v/home/lab-h-480.avif 480w, /images/_v/home/lab-h-768.avif 768w, /images/_v/home/lab-h-1000.avif 1000w');
  expect(variants.fallback).toEqual({
    src: '/images/_v/home/lab-h-1000.jpg',
    srcSet: '/images/_v/home/lab-h-480.jpg 480w, /images/_v/home/lab-h-768.jpg 768w, /images/_v/home/lab-h-1000.jpg 1000w',
  });
  const named = [...variants.sources.map((s) => s.srcSet), variants.fallback.srcSet].join(', ').match(/\/images\/\S+/g);
  expect(files.map((file) => file.path).sort()).toEqual([...new Set(named)].sort());
});

function png(colourType: number, extraChunk?: string): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([...'IHDR'].map((c) => c.charCodeAt(0)), 12);
  bytes[25] = colourType;
  const next = 8 + 12 + 13;
  view.setUint32(next, 0);
  bytes.set([...(extraChunk ?? 'IDAT')].map((c) => c.charCodeAt(0)), next + 4);
  return bytes;
}

test('keeps transparent PNGs as PNG and turns opaque ones and JPEGs into JPEG', () => {
  expect(fallbackFormat(png(6))).toBe('png');
  expect(fallbackFormat(png(4))).toBe('png');
  expect(fallbackFormat(png(3, 'tRNS'))).toBe('png');
  expect(fallbackFormat(png(2))).toBe('jpeg');
  expect(fallbackFormat(new Uint8Array([0xff, 0xd8, 0xff]))).toBe('jpeg');
});
