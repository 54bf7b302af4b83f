/**
 * Gives every content image its intrinsic size at build time, so pages reserve the right space
 * and nothing shifts as images load (CLS 0). Walks loader data for `{ src: "/images/…", alt }`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const sizes = new Map<string, { width: number; height: number } | undefined>();

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
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** Intrinsic size of an image under content/images/, or undefined when unknown. */
export function imageSize(src: string): { width: number; height: number } | undefined {
  if (sizes.has(src)) return sizes.get(src);
  let size: { width: number; height: number } | undefined;
  try {
    const bytes = readFileSync(join(root, 'content', src));
    size = src.endsWith('.svg') ? svgSize(bytes.toString('utf8')) : (pngSize(bytes) ?? jpegSize(bytes));
  } catch {
    size = undefined;
  }
  sizes.set(src, size);
  return size;
}

/** Returns `data` with width and height added to every content image found in it. */
export function withImageSizes<T>(data: T): T {
  if (Array.isArray(data)) return data.map((item) => withImageSizes(item)) as T;
  if (!data || typeof data !== 'object') return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) out[key] = withImageSizes(value);
  if (typeof out.src === 'string' && out.src.startsWith('/images/') && typeof out.alt === 'string') {
    Object.assign(out, imageSize(out.src));
  }
  return out as T;
}
