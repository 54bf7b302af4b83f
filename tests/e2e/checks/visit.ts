/**
 * How a visit is judged and when: `expectFindings` judges a check's findings (lines of
 * `rule: element — detail`) against tests/e2e/known-findings.ts, and a page is scrolled through,
 * brought to rest or settled (fonts and images loaded) before a check reads it.
 */
import { expect, test, type Page } from '@playwright/test';
import { knownFindingsFor, type Check } from '../known-findings';

/** Scrolls to the end half a screen at a time, a frame per step (or 100 ms when a busy machine is slow to paint one). */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const height = document.documentElement.scrollHeight;
    for (let y = 0; y < height; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => {
        requestAnimationFrame(() => done(null));
        setTimeout(() => done(null), 100);
      });
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}

/**
 * Judges one check's findings on one page at one width: each must be listed in
 * tests/e2e/known-findings.ts, and each known finding listed for this page must still be
 * found (a fixed one is taken off the list). Soft, so every check of a visit reports.
 */
export function expectFindings(check: Check, route: string, width: number, findings: string[]) {
  const known = knownFindingsFor(check, route, width);
  const unexpected = findings.filter((line) => !known.some((entry) => entry.match.test(line)));
  const fixed = known.filter((entry) => !findings.some((line) => entry.match.test(line)));
  expect.soft(unexpected, `${check} at ${width} px on ${route}`).toEqual([]);
  expect
    .soft(
      fixed.map((entry) => `${entry.match} (${entry.why})`),
      `known ${check} findings no longer seen at ${width} px on ${route}: take them off tests/e2e/known-findings.ts`,
    )
    .toEqual([]);
  for (const line of findings.filter((line) => known.some((entry) => entry.match.test(line))))
    test.info().annotations.push({ type: `known finding (${check}, ${width} px)`, description: line });
}

/**
 * Waits until the page is at rest for an audit: islands that wake by themselves (in sight, or at
 * load) have run, and no finite animation on the document timeline is still playing. Endless
 * decorative animations and those that follow the scroll (the header's shadow) never end and
 * are left running.
 */
export async function atRest(page: Page) {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-island]:not([data-hydrated])')].every(
          (island) => island.getAttribute('data-wake') !== 'load' && (island.firstElementChild?.getBoundingClientRect().top ?? 0) > innerHeight,
        ) &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity || !(a.timeline instanceof DocumentTimeline)),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Fonts loaded and every image loaded, so what is measured or photographed is final, whatever
 * path the page was scrolled along: images that wait to come near the screen are asked for now.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}
