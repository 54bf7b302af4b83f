import type { ProductIconName } from '../../../content/schemas/icons';
import { sitePath } from '../../../lib/base-path';

/**
 * Where the icons live: one sprite of <symbol>s served as a static file, so the drawings cost
 * no JavaScript. Every name in productIconNames has a symbol there (checked by a unit test).
 */
export const PRODUCT_ICON_SPRITE = '/icons/product.svg';

/** A line icon in the current text colour; decorative (the card text names it). */
export function CardIcon({ name, className }: { name: ProductIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <use href={`${sitePath(PRODUCT_ICON_SPRITE)}#${name}`} />
    </svg>
  );
}
