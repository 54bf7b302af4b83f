/**
 * WCAG 1.4.10 (Reflow) on phones: no page scrolls sideways at 320px or 360px, in either language,
 * with scripts on (the Search button they reveal once pushed "Talk" out of the header: +45px in
 * English, +49px in Arabic; docs/decisions/2804).
 */
import { expect, test, type Page } from '@playwright/test';
import { builtRoutes } from './support';

/** How far the page reaches past the screen's right (or, right to left, left) edge, and the widest element that does. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const extra = document.documentElement.scrollWidth - width;
    const culprit = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > width + 0.5 || box.left < -0.5))
      .filter(({ element }) => getComputedStyle(element).position !== 'fixed' && !element.closest('.sr-only, dialog:not([open])'))
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${Math.round(box.left)}–${Math.round(box.right)}`,
      )
      .at(-1);
    return { extra, culprit };
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`no ${lang === 'en' ? 'English' : 'Arabic'} page scrolls sideways at 320px or 360px`, async ({ page }) => {
    test.setTimeout(180_000);
    const routes = [...builtRoutes(lang).filter((route) => route !== '/newsroom'), lang === 'en' ? '/no-such-page' : '/ar/no-such-page'];
    expect(routes.length).toBeGreaterThan(lang === 'en' ? 40 : 10);
    const wide: string[] = [];
    for (const route of routes) {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 640 });
        const { extra, culprit } = await overflow(page);
        if (extra > 0) wide.push(`${route} at ${width}px: ${extra}px wider than the screen (${culprit})`);
      }
    }
    expect(wide).toEqual([]);
  });
}
