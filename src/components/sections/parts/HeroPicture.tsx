import type { ImageRef } from '~/content/schemas/fields';
import { Picture } from '~/components/ui/Picture';

/** The illustration of a dark media hero, on a light rounded card. */
export function HeroPicture({ image }: { image: ImageRef }) {
  return (
    <div className="overflow-hidden rounded-3xl bg-brand-50 shadow-2xl shadow-black/40 ring-1 ring-white/10">
      <Picture image={image} priority sizes="(min-width: 1024px) 45vw, 100vw" className="w-full" />
    </div>
  );
}
