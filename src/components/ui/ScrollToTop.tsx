import { StrokeIcon } from './StrokeIcon';

/**
 * One floating button per page. It is an enhancement: the HTML holds it
 * hidden with the page's threshold, and shell-enhance.ts shows it past that many pixels of
 * scroll and scrolls back up on a click. Without script it never shows, so it is never a dead
 * button. It floats over every section and picture, so its focus ring is drawn inside its own dark
 * fill, where it always stands out; the page keeps a lane clear for it (app.css, SiteFooter).
 */
export function ScrollToTop({ label, threshold }: { label: string; threshold: number }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      hidden
      data-scroll-top-after={threshold}
      className="fixed inset-e-5 bottom-5 z-30 grid size-12 place-items-center rounded-full bg-ink-950 text-white shadow-lg shadow-ink-950/20 transition hover:bg-brand-700 focus-visible:outline-offset-[-5px] focus-visible:outline-white sm:inset-e-8 sm:bottom-8"
    >
      <StrokeIcon d="M12 19V5M5 12l7-7 7 7" />
    </button>
  );
}
