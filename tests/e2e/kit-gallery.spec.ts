/**
 * The kit gallery's pictures (docs/decisions/3330): pixels guard the design, not the copy. Every
 * page of the fixture site (tests/fixtures/site/: every section kind and its variants, in English
 * and Arabic), built by `npm run kit:gallery`, photographed whole at each width of each mode and
 * compared with its baseline in tests/visual/kit/<lang>/<page>-<width>[-<mode>].png. The real
 * pages have no baseline: a copywriter's change never meets one (tests/e2e/every-page.spec.ts
 * checks them for what holds for any content).
 *
 * One visit per page and mode, resized from width to width. A mode is one row of MODES: how the
 * visitor's browser is set (JavaScript, forced colours), which pages it concerns, at which
 * widths, and what else it checks at each. Adding a mode is adding a row; its baselines are
 * written by `npm run test:visual:update`. Larger text and text spacing are judged by a rule,
 * not by pixels: the last describe below.
 *
 * Held still, as every picture is (tests/e2e/visual.ts): motion reduced, the page clock at
 * PAGE_TIME, fonts and images settled, the canvas hidden. A picture is also a place where nothing
 * may scroll sideways: each width checks that first, so an overflow is named, not only drawn.
 */
import { expect } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TEXT_200, TEXT_SPACING, textFitFindings, withStyle } from './a11y-checks';
import { overflowFindings, settled } from './checks';
import { galleryPages, HEIGHTS, kitBaseline, kitBaselines, MODES, test } from './kit';
import { hydrated } from './support';
import { expectScreenshot, PAGE_TIME, resize, VISUAL } from './visual';

const pages = galleryPages();

test('the kit gallery is built and shows every page of the fixture site, in English and Arabic', () => {
  expect(pages.length, 'build-kit/client: run npm run kit:gallery').toBeGreaterThan(0);
  const paths = pages.map((page) => page.path);
  expect(paths).toContain('/');
  expect(paths).toContain('/ar');
  for (const page of pages.filter((page) => page.lang === 'en' && page.status === 200 && !/^\/(news|careers)\//.test(page.path)))
    expect(paths, `${page.path} in Arabic`).toContain(page.path === '/' ? '/ar' : `/ar${page.path}`);
});

test('every visual baseline is the kit gallery’s, of a page in a mode at a width (npm run test:visual:update removes the others)', () => {
  const expected = new Set(kitBaselines());
  const stored = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? stored(join(dir, entry.name)) : entry.name.endsWith('.png') ? [relative(VISUAL, join(dir, entry.name))] : [],
        )
      : [];
  // No real page has a baseline (docs/decisions/3330): every PNG under tests/visual/ is one the gallery compares with.
  expect(stored(VISUAL).filter((name) => !expected.has(name))).toEqual([]);
});

for (const mode of MODES) {
  test.describe(mode.name || 'plain', () => {
    test.use(mode.context);
    for (const page of pages.filter(mode.concerns)) {
      test(`${mode.visitor} sees ${page.path} of the kit gallery as in its baselines at ${mode.widths.join(', ')} px`, async ({ page: tab, kit }) => {
        const javaScript = mode.context.javaScriptEnabled !== false;
        await tab.emulateMedia({ reducedMotion: 'reduce' });
        await mode.before?.(tab);
        const [first] = mode.widths;
        await tab.setViewportSize({ width: first!, height: HEIGHTS[first!] ?? 900 });
        const response = await test.step(`open at ${first} px`, () => tab.goto(`${kit.url}${page.path === '/' ? '/' : page.path}`));
        expect(response?.status()).toBe(page.status);
        if (javaScript) await test.step('every island hydrated', () => hydrated(tab));
        await test.step('fonts and images loaded', () => settled(tab));
        for (const width of mode.widths) {
          if (width !== first) await test.step(`resize to ${width} px`, () => resize(tab, width, HEIGHTS[width] ?? 900, { javaScript }));
          expect.soft(await overflowFindings(tab), `${page.path} scrolls sideways at ${width} px`).toEqual([]);
          if (mode.findings) expect.soft(await mode.findings(tab), `${page.path} ${mode.name} at ${width} px`).toEqual([]);
          await expectScreenshot(tab, kitBaseline(page, width, mode), { stylePath: mode.stylePath });
        }
      });
    }
  });
}

/**
 * Larger text and wider spacing (issue 46, WCAG 1.4.4 and 1.4.12), set as a visitor's browser or
 * bookmarklet sets them: on every page, no text clips or overlaps (`textFitFindings`: siblings
 * whose text lines cross, a box that hides its overflow and cuts text, a line out of its box).
 * No pictures: what these settings may do to the design is judged by that rule, not by pixels.
 * One visit per page: opened at 390 px with text at 200 %, resized to 1280 px, then the 200 %
 * swapped for the spacing override in place and resized back to 390 px.
 */
const TEXT_SETUPS = [
  { name: 'text at 200 %', css: TEXT_200 },
  { name: 'the WCAG 1.4.12 text spacing', css: TEXT_SPACING },
] as const;
const TEXT_WIDTHS = [390, 1280] as const;

test.describe('text at 200 % and text spacing', () => {
  for (const page of pages) {
    test(`with ${TEXT_SETUPS.map((setup) => setup.name).join(' and with ')}, ${page.path} of the kit gallery shows no clipped or overlapping text at ${TEXT_WIDTHS.join(' and ')} px`, async ({
      page: tab,
      kit,
    }) => {
      await tab.emulateMedia({ reducedMotion: 'reduce' });
      await tab.clock.install({ time: PAGE_TIME });
      const [first, second] = TEXT_SETUPS;
      await withStyle(tab, first.css);
      await tab.setViewportSize({ width: TEXT_WIDTHS[0], height: 844 });
      const response = await test.step(`open at ${TEXT_WIDTHS[0]} px with ${first.name}`, () =>
        tab.goto(`${kit.url}${page.path === '/' ? '/' : page.path}`));
      expect(response?.status()).toBe(page.status);
      await test.step('every island hydrated', () => hydrated(tab));
      await test.step('fonts and images loaded', () => settled(tab));
      const findings: string[] = [];
      const check = async (setup: string, width: number) =>
        findings.push(...(await textFitFindings(tab)).map((line) => `${setup} at ${width} px: ${line}`));
      await check(first.name, TEXT_WIDTHS[0]);
      await test.step(`resize to ${TEXT_WIDTHS[1]} px`, () => resize(tab, TEXT_WIDTHS[1], 900));
      await check(first.name, TEXT_WIDTHS[1]);
      await test.step(`${second.name} in place of ${first.name}`, async () => {
        const swapped = await tab.evaluate((css) => {
          const styles = document.querySelectorAll<HTMLStyleElement>('style[data-a11y-setup]');
          for (const style of styles) style.textContent = css;
          return styles.length;
        }, second.css);
        expect(swapped, 'the style withStyle put on the page').toBe(1);
        await resize(tab, TEXT_WIDTHS[1], 900);
      });
      await check(second.name, TEXT_WIDTHS[1]);
      await test.step(`resize to ${TEXT_WIDTHS[0]} px`, () => resize(tab, TEXT_WIDTHS[0], 844));
      await check(second.name, TEXT_WIDTHS[0]);
      expect(findings).toEqual([]);
    });
  }
});
