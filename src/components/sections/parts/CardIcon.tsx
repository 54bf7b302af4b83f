import type { ProductIconName } from '~/content/schemas/icons';
import { productIconDrawings } from './product-icon-drawings';

/**
 * A line icon in the current text colour; decorative (the card text names it). Drawn inline:
 * cards are rendered on the server only, so the drawing costs no JavaScript, and the page needs
 * no request for it before its largest picture can be counted as painted (decision 1606).
 */
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
      <path d={productIconDrawings[name]} />
    </svg>
  );
}
