/**
 * Gives every content image its intrinsic size at build time, so pages reserve the right space
 * and nothing shifts as images load (CLS 0). Walks loader data for `{ src: "/images/…", alt }`.
 * A JPEG or PNG also gets `variants`: the responsive AVIF/WebP/JPEG copies that
 * scripts/build/responsive-images.ts encodes after the build (production builds only; in
 * `npm run dev` the original file is served as it is).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fallbackFormat, isRaster, planVariants, type ImageVariants } from './image-variants';

const root = process.cwd();
const sizes = new Map<string, { width: number; height: number } | undefined>();
const variantCache = new Map<string, ImageVariants | undefined>();

function svgSize(text: string): { width: number; height: number } | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => Number.parseFloat(new RegExp(`\\b${name}="([\\d.]+)(px)?"`).exec(tag)?.[1] ?? '');
  const [width, height] = [attr('width'), attr('height')];
  if (width > 0 && height > 0) return { width, height };
  const box = /\bviewBox="[\d.\s-]*?([\d.]+)\s+([\d.]+)"/.exec(tag);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
}

function pngSize(bytes: Buffer) {
  return bytes.toString('ascii', 1, 4) === 'PNG' ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : undefined;
}

function jpegSize(bytes: Buffer) {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  let orientation = 1;
  while (offset + 4 <= bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xe1) orientation = exifOrientation(bytes.subarray(offset + 4, offset + 2 + length)) ?? orientation;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      // Orientations 5-8 turn the photo a quarter: it is displayed (and encoded) the other way round.
      return orientation >= 5 ? { width: height, height: width } : { width, height };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** The EXIF orientation tag (1-8) of an APP1 segment, if it has one. */
function exifOrientation(app1: Buffer): number | undefined {
  if (app1.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = app1.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  try {
    const ifd = u32(4);
    const count = u16(ifd);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === 0x0112) return u16(entry + 8);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Displayed size of a PNG or JPEG from its bytes (JPEG EXIF orientation applied). */
export function rasterSize(bytes: Buffer): { width: number; height: number } | undefined {
  return pngSize(bytes) ?? jpegSize(bytes);
}

/** Intrinsic size of an image under content/images/, or undefined when unknown. */
export function imageSize(src: string): { width: number; height: number } | undefined {
  if (sizes.has(src)) return sizes.get(src);
  let size: { width: number; height: number } | undefined;
  try {
    const bytes = readFileSync(join(root, 'content', src));
    size = src.endsWith('.svg') ? svgSize(bytes.toString('utf8')) : rasterSize(bytes);
  } catch {
    size = undefined;
  }
  sizes.set(src, size);
  return size;
}

/** Short content hash: a replaced photo gets new file names, so no cache serves the old one. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 8);
}

/** The responsive copies of a JPEG/PNG under content/images/, or undefined for SVG and unknown files. */
export function imageVariants(src: string): ImageVariants | undefined {
  if (!isRaster(src)) return undefined;
  if (variantCache.has(src)) return variantCache.get(src);
  let variants: ImageVariants | undefined;
  const size = imageSize(src);
  try {
    const bytes = readFileSync(join(root, 'content', src));
    if (size) variants = planVariants(src, contentHash(bytes), size.width, fallbackFormat(bytes)).variants;
  } catch {
    variants = undefined;
  }
  variantCache.set(src, variants);
  return variants;
}

/** Responsive copies exist only in production builds, where the post-build step encodes them. */
const responsiveByDefault = process.env.NODE_ENV === 'production' || process.env.IMAGE_VARIANTS === '1';

/**
 * Returns `data` with width and height added to every content image found in it, and, for
 * JPEG/PNG when `responsive`, the `variants` that `<Picture>` turns into `<source srcset>`.
 */
export function withImageSizes<T>(data: T, options: { responsive?: boolean } = {}): T {
  const responsive = options.responsive ?? responsiveByDefault;
  if (Array.isArray(data)) return data.map((item: unknown) => withImageSizes(item, { responsive })) as T;
  if (!data || typeof data !== 'object') return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) out[key] = withImageSizes(value, { responsive });
  if (typeof out.src === 'string' && out.src.startsWith('/images/') && typeof out.alt === 'string') {
    Object.assign(out, imageSize(out.src));
    const variants = responsive ? imageVariants(out.src) : undefined;
    if (variants) out.variants = variants;
  }
  return out as T;
}
