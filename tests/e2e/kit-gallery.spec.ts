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
 * written by `npm run test:visual:update`. Larger text and text spacing are judged by a rule, not
 * by pixels: the last describe below (issue 46).
 *
 * Held still, as every picture is (tests/e2e/visual.ts): motion reduced, the page clock at
 * PAGE_TIME, fonts and images settled, the canvas hidden. A picture is also a place where nothing
 * may scroll sideways: each width checks that first, so an overflow is named, not only drawn.
 */
import { expect } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { textFitFindings } from './a11y-checks';
import { overflowFindings } from './checks/layout';
import { expectFindings, settled } from './checks/visit';
import { galleryPages, HEIGHTS, kitBaseline, kitBaselines, MODES, setTextStyle, test, TEXT_SETUPS, TEXT_WIDTHS } from './kit';
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
 * Larger text and wider spacing (issue 46, WCAG 1.4.4, 1.4.12): on every page of the gallery, no
 * text clips or overlaps (`textFitFindings`: sibling text whose line boxes cross, a box that hides
 * its overflow and cuts text, a line out of its box, its clipping box or the screen). No pictures:
 * what these settings may do to the design is judged by that rule. One visit per page: opened at
 * the first width, each setup put on and taken off in place, resized, the setups again.
 */
test.describe('text at 200 % and text spacing', () => {
  for (const page of pages) {
    test(`with ${TEXT_SETUPS.map((setup) => setup.name).join(' and with ')}, ${page.path} of the kit gallery shows no clipped or overlapping text at ${TEXT_WIDTHS.join(' and ')} px`, async ({
      page: tab,
      kit,
    }) => {
      await tab.emulateMedia({ reducedMotion: 'reduce' });
      await tab.clock.install({ time: PAGE_TIME });
      const [first] = TEXT_WIDTHS;
      await tab.setViewportSize({ width: first, height: HEIGHTS[first] ?? 900 });
      const response = await test.step(`open at ${first} px`, () => tab.goto(`${kit.url}${page.path === '/' ? '/' : page.path}`));
      expect(response?.status()).toBe(page.status);
      await test.step('every island hydrated', () => hydrated(tab));
      await test.step('fonts and images loaded', () => settled(tab));
      for (const [index, width] of TEXT_WIDTHS.entries()) {
        if (width !== first) await test.step(`resize to ${width} px`, () => resize(tab, width, HEIGHTS[width] ?? 900));
        const findings: string[] = [];
        // Each width starts with the setup the last one ended with: one change of style fewer.
        for (const setup of index % 2 ? [...TEXT_SETUPS].reverse() : TEXT_SETUPS) {
          await setTextStyle(tab, setup.css);
          findings.push(...(await textFitFindings(tab)).map((line) => `with ${setup.name}: ${line}`));
        }
        // Findings still owed a fix are listed in tests/e2e/known-findings.ts, as the real pages' are.
        expectFindings('text-fit', page.path, width, findings);
      }
    });
  }
});
