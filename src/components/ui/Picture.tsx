import type { ImageVariants } from '~/content/image-variants';
import type { ImageRef } from '~/content/schemas/fields';
import { sitePath } from '~/lib/base-path';

/** A content image as the loader delivers it: a JPEG/PNG may carry responsive copies. */
export type PictureImage = ImageRef & { variants?: ImageVariants };

type Props = {
  image: PictureImage;
  /** The page's main image: loaded first with high priority. Everything else is lazy. */
  priority?: boolean;
  /**
   * Layout width hint for responsive sources, e.g. "(min-width: 768px) 50vw, 100vw". Used by
   * JPEG/PNG images (which have several widths); defaults to the full viewport width.
   */
  sizes?: string;
  /** Override the lazy default, e.g. to start loading a carousel's next slide early. */
  loading?: 'eager' | 'lazy';
  className?: string;
};

/**
 * One component for every content image. Width and height come from the file at build, so the
 * space is reserved before the image arrives. SVG is served as it is; a JPEG/PNG becomes a
 * `<picture>` with AVIF and WebP sources and a JPEG (or transparent PNG) fallback, each in several
 * widths the browser picks from with `sizes`.
 */
export function Picture({ image, priority = false, sizes, loading, className }: Props) {
  const { variants } = image;
  const imgProps = {
    alt: image.alt,
    width: image.width,
    height: image.height,
    loading: loading ?? (priority ? 'eager' : 'lazy'),
    fetchPriority: priority ? 'high' : 'auto',
    decoding: priority ? 'sync' : 'async',
    className: className ?? 'h-auto max-w-full',
  } as const;

  // `sizes` only means something next to `srcset`, so a single-file image goes without it.
  if (!variants) return <img {...imgProps} src={sitePath(image.src)} />;

  const layout = sizes ?? '100vw';
  return (
    <picture className="contents">
      {variants.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSetUnderBase(source.srcSet)} sizes={layout} />
      ))}
      <img {...imgProps} sizes={layout} srcSet={srcSetUnderBase(variants.fallback.srcSet)} src={sitePath(variants.fallback.src)} />
    </picture>
  );
}

/** Each address of a `srcset` ("/a.avif 480w, /b.avif 768w") under the site's base path. */
function srcSetUnderBase(srcSet: string): string {
  return srcSet
    .split(', ')
    .map((candidate) => sitePath(candidate))
    .join(', ');
}
