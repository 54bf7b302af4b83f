import type { ImageRef } from '../../content/schemas/fields';

type Props = {
  image: ImageRef;
  /** The page's main image: loaded first with high priority. Everything else is lazy. */
  priority?: boolean;
  /** Layout width hint for responsive sources, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  className?: string;
};

/** One component for every content image; width and height come from the file at build. */
export function Picture({ image, priority = false, sizes, className }: Props) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className ?? 'h-auto max-w-full'}
    />
  );
}
