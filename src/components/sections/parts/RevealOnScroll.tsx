import { cn } from '~/lib/cn';

/**
 * A list item that fades in once when 10% of it scrolls into view. The page's script does it
 * (src/lib/reveal.ts, loaded only where such items are): this is HTML and CSS, visible as
 * prerendered, and needs no island.
 */
export function RevealOnScroll({ index, className, children }: { index: number; className?: string; children: React.ReactNode }) {
  return (
    <li
      data-reveal="static"
      data-reveal-index={index}
      className={cn('transition duration-700 ease-out-soft data-[reveal=waiting]:translate-y-8 data-[reveal=waiting]:opacity-0', className)}
    >
      {children}
    </li>
  );
}
