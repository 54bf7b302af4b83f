/**
 * An init script (Playwright `page.addInitScript({ content: FORCE_RTL })`) that lays a page out
 * right to left: `dir="rtl"` on <html> as soon as the parser creates it, before anything is
 * painted or any island reads the direction. Init scripts run before <html> exists, hence the
 * observer. Plain source text, not a function: a bundler's helpers (tsx's name keeping) would
 * not exist in the page.
 */
export const FORCE_RTL = `(() => {
  const set = () => {
    if (!document.documentElement) return false;
    document.documentElement.setAttribute('dir', 'rtl');
    return true;
  };
  if (set()) return;
  const observer = new MutationObserver(() => {
    if (set()) observer.disconnect();
  });
  observer.observe(document, { childList: true });
})();`;
