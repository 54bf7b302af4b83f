/**
 * Reduced motion (docs/decisions/0300): what the page looks like at a moment (its markup and
 * canvases), what still runs, and the check that, with the page clock installed, nothing moves on
 * by itself.
 */
import { expect, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';

/** The page as a visitor sees it: its markup (toasts aside, they come and go by design) and every canvas's pixels. */
export async function stillState(page: Page): Promise<{ markup: string; canvases: string[] }> {
  const raw = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('[data-toaster], script').forEach((node) => node.remove());
    const canvases = [...document.querySelectorAll('canvas')].map((canvas) => {
      try {
        return canvas.toDataURL();
      } catch {
        return 'unreadable';
      }
    });
    return { markup: body.innerHTML, canvases };
  });
  const hash = (text: string) => createHash('sha1').update(text).digest('hex');
  return { markup: raw.markup, canvases: raw.canvases.map(hash) };
}

/** Where two snapshots of markup part ways, with a little context; empty when equal. */
export function difference(a: string, b: string): string {
  if (a === b) return '';
  let i = 0;
  while (a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 120), i + 80)}…\n  became\n…${b.slice(Math.max(0, i - 120), i + 80)}…`;
}

/** Animations still running: endless ones, or ones with more than a moment left. */
export function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        const end = Number(timing?.endTime ?? 0);
        return timing?.iterations === Infinity || end === Infinity || end - Number(animation.currentTime ?? 0) > 100;
      })
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation.id || animation.constructor.name;
        return `${name} on ${target ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}.${[...target.classList].slice(0, 3).join('.')}` : '?'}`;
      }),
  );
}

/**
 * Reduced motion (docs/decisions/0300) on a page opened with `prefers-reduced-motion: reduce` and
 * Playwright's clock installed: once loaded and scrolled, nothing keeps moving and nothing
 * advances by itself — no endless animation, no carousel changing the page, no canvas drawing
 * frame after frame. Time is the page clock's, not a sleep.
 */
export async function expectStillUnderReducedMotion(page: Page) {
  await page.evaluate(() => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) window.scrollTo(0, y);
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // Hydration and scroll effects settle in real time first, so only timers are left to judge.
  await expect
    .poll(async () => {
      const first = (await stillState(page)).markup;
      await page.waitForTimeout(200);
      return (await stillState(page)).markup === first;
    })
    .toBe(true);
  // Let arrival effects (fades, the funding toast) play out.
  await page.clock.runFor(6_000);
  expect.soft(await runningAnimations(page), 'running animations').toEqual([]);
  const before = await stillState(page);
  await page.clock.runFor(15_000);
  const after = await stillState(page);
  expect.soft(after.canvases, 'canvas frames keep changing').toEqual(before.canvases);
  expect.soft(difference(before.markup, after.markup), 'the page changed by itself (auto-advance?)').toBe('');
  expect.soft(await runningAnimations(page), 'running animations').toEqual([]);
}
