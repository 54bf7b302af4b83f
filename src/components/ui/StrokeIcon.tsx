/**
 * A 20px line icon drawn with the current text colour; `d` is the path inside a 24×24 box.
 * `mirror`: an icon that points along the line of text (previous, next) flips right to left.
 */
export function StrokeIcon({ d, mirror = false }: { d: string; mirror?: boolean }) {
  return (
    <svg
      className={mirror ? 'rtl:-scale-x-100' : undefined}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
