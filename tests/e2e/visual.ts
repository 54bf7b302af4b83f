/**
 * Holding a page still for its picture, and comparing the picture with its baseline: used by the
 * kit gallery (tests/e2e/kit-gallery.spec.ts, docs/decisions/3330) and by the per-page visits
 * that resize a page (tests/e2e/every-page.spec.ts). What is held still rather than masked: motion
 * is reduced (the visitor's preference), the page clock is fixed at PAGE_TIME, fonts and every
 * image are settled (`settled` in ./checks). The one thing hidden is what the site draws on
 * <canvas> (./screenshot.css).
 */
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { settled } from './checks/visit';

export const VISUAL = join(process.cwd(), 'tests', 'visual');
/** Hides the motion drawn on <canvas> from the screenshots, and nothing else. */
export const SCREENSHOT_CSS = join(process.cwd(), 'tests', 'e2e', 'screenshot.css');
/** The time every picture is taken at: the footer's year and anything dated read it. */
export const PAGE_TIME = new Date('2026-11-27T10:00:00Z');

/**
 * Resizes the open page and waits for what hangs on its width (a carousel's layout, an image's
 * source, a canvas redrawn at its new size) to settle. A ResizeObserver reports in the frame after
 * the resize and may redraw in the frame after that (ParticleField): four frames pass that one.
 * Two were not always enough: a canvas once took its 1440 px size during the stillness check.
 * Without JavaScript there are no frames to wait for, and nothing that redraws.
 */
export async function resize(page: Page, width: number, height: number, { javaScript = true } = {}) {
  await page.setViewportSize({ width, height });
  if (javaScript)
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          let frames = 4;
          const next = () => (--frames === 0 ? done() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
  await settled(page);
}

/** A PNG's pixels, decoded by sharp (native code), with its size. */
async function pixels(png: Buffer | string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The full-page screenshot against its baseline (`name` under tests/visual/, e.g.
 * `kit/en/forms-390.png`), from the top of the page. A screenshot with exactly its baseline's
 * pixels passes as it is, decoded by sharp in a few milliseconds: Playwright's own matcher
 * decodes both PNGs in JavaScript first, even then, the larger part of each check on a long page
 * (the baselines are stored recompressed, scripts/visual-update.ts, so their bytes never match a
 * fresh screenshot's). Any other screenshot, and an update, goes to that matcher, which judges it
 * with the tolerance of playwright.config.ts and writes the diff. `stylePath`: a style sheet
 * applied after screenshot.css for this picture only.
 */
export async function expectScreenshot(page: Page, name: string, { stylePath }: { stylePath?: string } = {}) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const sheets = [SCREENSHOT_CSS, ...(stylePath ? [stylePath] : [])];
  const css = sheets.map((sheet) => readFileSync(sheet, 'utf8')).join('\n');
  await test.step(`screenshot ${name}`, async () => {
    const baseline = join(VISUAL, name);
    if (test.info().config.updateSnapshots !== 'all' && existsSync(baseline)) {
      const shot = await page.screenshot({ fullPage: true, style: css, animations: 'disabled', caret: 'hide', scale: 'css' });
      const [now, then] = await Promise.all([pixels(shot), pixels(baseline)]);
      if (now.width === then.width && now.height === then.height && now.data.equals(then.data)) return;
    }
    await expect.soft(page).toHaveScreenshot(name.split('/'), { fullPage: true, stylePath: sheets, timeout: 20_000 });
  });
}
