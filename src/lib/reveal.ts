/**
 * Items that fade in as they scroll into view (at 10% visibility, after
 * 400 ms plus 100 ms per item). A decoration, so plain DOM and no framework: the page's islands
 * do not wait for it, and a page whose only motion this is loads no React. The prerendered item
 * is visible; only items still out of view when this runs are hidden to wait for their entrance.
 * Nothing is hidden without IntersectionObserver or with reduced motion.
 *
 * The markup is `data-reveal="static"` and `data-reveal-index` on each item
 * (src/components/sections/parts/RevealOnScroll.tsx); the item's classes hold the transition.
 */
const REVEAL_SELECTOR = '[data-reveal]';
const REVEAL_THRESHOLD = 0.1;
const revealDelay = (index: number) => 400 + 100 * index;

export function revealOnScroll(doc: Document): void {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver === 'undefined' || win.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const seen = new WeakSet<Element>();
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio } of entries) {
        if (!(target instanceof win.HTMLElement)) continue;
        const first = !seen.has(target);
        seen.add(target);
        if (isIntersecting && intersectionRatio >= REVEAL_THRESHOLD) {
          observer.unobserve(target);
          if (target.dataset.reveal !== 'waiting') continue;
          target.style.transitionDelay = `${revealDelay(Number(target.dataset.revealIndex) || 0)}ms`;
          target.dataset.reveal = 'shown';
        } else if (first) target.dataset.reveal = 'waiting';
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const item of doc.querySelectorAll(REVEAL_SELECTOR)) observer.observe(item);
}
