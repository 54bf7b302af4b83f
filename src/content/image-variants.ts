/**
 * The plan for responsive copies of a raster image (JPEG/PNG) referenced from content: which
 * widths and formats exist and where each file lives. Pure functions, shared by the loader
 * (which writes `srcset`) and the build step that encodes the files (scripts/build/responsive-images.ts),
 * so the two can never disagree about a file name.
 */

/** Widths (CSS pixels at 1x) a copy is made at, never wider than the original. */
export const VARIANT_WIDTHS = [480, 768, 1080, 1440, 1920] as const;

/** Modern formats first: the browser takes the first `<source>` it supports. */
export const MODERN_FORMATS = ['avif', 'webp'] as const;

export type VariantFormat = (typeof MODERN_FORMATS)[number] | 'jpeg' | 'png';

const MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
const EXT: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** Folder under /images/ that holds generated copies (never edited by hand). */
export const VARIANT_DIR = '_v';

export type ResponsiveSource = { type: string; srcSet: string };

/** What `<Picture>` needs to render a raster image as `<picture>` with `srcset`. */
export type ImageVariants = {
  sources: ResponsiveSource[];
  /** The `<img>` itself: universally supported format (JPEG, or PNG when the image has transparency). */
  fallback: { src: string; srcSet: string };
};

export type VariantFile = { path: string; width: number; format: VariantFormat };

export const isRaster = (src: string) => /\.(png|jpe?g)$/i.test(src);

/** Widths to encode for an image `width` pixels wide: the standard steps below it, plus its own (capped). */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  const widths: number[] = VARIANT_WIDTHS.filter((step) => step < top);
  widths.push(top);
  return widths;
}

/** Public path of one copy, e.g. `/images/_v/home/team-3f2a91c0-768.avif`. The hash changes with the file. */
export function variantPath(src: string, hash: string, width: number, format: VariantFormat): string {
  const stem = src.replace(/^\/images\//, '').replace(/\.[^./]+$/, '');
  return `/images/${VARIANT_DIR}/${stem}-${hash}-${width}.${EXT[format]}`;
}

/** Every file to encode for one image and the `srcset` data that points to them. */
export function planVariants(src: string, hash: string, width: number, fallbackFormat: 'jpeg' | 'png'): { files: VariantFile[]; variants: ImageVariants } {
  const widths = variantWidths(width);
  const files: VariantFile[] = [];
  const srcSet = (format: VariantFormat) =>
    widths
      .map((w) => {
        const path = variantPath(src, hash, w, format);
        files.push({ path, width: w, format });
        return `${path} ${w}w`;
      })
      .join(', ');
  const sources = MODERN_FORMATS.map((format) => ({ type: MIME[format], srcSet: srcSet(format) }));
  const fallbackSet = srcSet(fallbackFormat);
  return { files, variants: { sources, fallback: { src: variantPath(src, hash, widths.at(-1)!, fallbackFormat), srcSet: fallbackSet } } };
}

/** JPEG stays JPEG; a PNG falls back to JPEG unless it may be transparent (alpha channel or tRNS chunk). */
export function fallbackFormat(bytes: Uint8Array): 'jpeg' | 'png' {
  const isPng = bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (!isPng) return 'jpeg';
  const colourType = bytes[25];
  if (colourType === 4 || colourType === 6) return 'png';
  // Walk the chunks before the image data: a tRNS chunk gives palette or grey images transparency.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 8; offset + 8 <= bytes.length; ) {
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (type === 'tRNS') return 'png';
    if (type === 'IDAT' || type === 'IEND') break;
    offset += 12 + view.getUint32(offset);
  }
  return 'jpeg';
}
