/**
 * Figures as a reader sees them (issue 43, docs/decisions/3350): the status labels in the page's
 * language, every range of numbers on a page drawn one way (measured with Range.getClientRects),
 * and no key figure broken inside a phrase at 390 px. The words come from content/ (the site
 * settings of each language); no test pins today's copy. Each measurement is first shown to catch
 * a defect planted in the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadSite } from '~/content/load.server';
import { allPages } from '~/site-map.server';

const pages = allPages().map((page) => page.path);
const arabicPages = pages.filter((path) => path === '/ar' || path.startsWith('/ar/'));

/** A range as drawn: its text, and 1 when its first number is left of its second, -1 when right of it. */
type DrawnRange = { text: string; order: number };

/**
 * Every range of numbers in the text under `selector` ("6–8", "6 – 12", "9:00 AM – 6:00 PM",
 * "6 إلى 8", "من 9:00 صباحًا إلى 6:00 مساءً", "6 to 8"), with the order in which its two numbers
 * are drawn. Closed disclosures are opened first, so their text is measured too; a range whose
 * numbers are not drawn, or are drawn on two lines, has no order to compare and is left out.
 */
function rangesIn(page: Page, selector = 'body'): Promise<DrawnRange[]> {
  return page.evaluate((selector) => {
    for (const details of document.querySelectorAll('details')) {
      details.removeAttribute('name');
      details.open = true;
    }
    const root = document.querySelector(selector)!;
    const blockOf = (node: Node) => {
      let element = node.parentElement;
      while (element && getComputedStyle(element).display.startsWith('inline')) element = element.parentElement;
      return element;
    };
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    let block: Element | null = null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (node.parentElement?.closest('script, style, noscript, template')) continue;
      const own = blockOf(node);
      // Text of two blocks never makes one range.
      if (own !== block) text += '\n';
      block = own;
      nodes.push({ node, start: text.length });
      text += node.data;
    }
    const boxOf = (index: number) => {
      const hit = nodes.findLast((item) => item.start <= index)!;
      const range = document.createRange();
      range.setStart(hit.node, index - hit.start);
      range.setEnd(hit.node, index - hit.start + 1);
      return [...range.getClientRects()].find((rect) => rect.width > 0);
    };
    const NUMBER = String.raw`\d+(?:[.,:]\d+)*`;
    const patterns = [
      new RegExp(`(${NUMBER})(?:[ \\u00A0]*(?:AM|PM|صباحًا|مساءً))?[ \\u00A0]*[-–—][ \\u00A0]*(${NUMBER})`, 'gu'),
      new RegExp(`(${NUMBER})(?:[ \\u00A0]+[^\\s\\d]+)?[ \\u00A0]+(?:إلى|to|حتى)[ \\u00A0]+(${NUMBER})`, 'gu'),
    ];
    const out: { text: string; order: number }[] = [];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const first = boxOf(match.index);
        const second = boxOf(match.index + match[0].lastIndexOf(match[2]!));
        if (!first || !second) continue;
        if (Math.abs(first.top - second.top) > first.height / 2) continue;
        out.push({ text: match[0], order: Math.sign(second.left - first.left) });
      }
    }
    return out;
  }, selector);
}

/**
 * Where each key figure under `selector` breaks across lines when it does so inside a phrase:
 * a line may start only after a list's comma ("Wi-Fi 6, / Bluetooth 5.2"); a number, its unit, its
 * range and its words ("About", "or more", "فأكثر") make one phrase. Measured letter by letter.
 */
function midPhraseBreaks(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    for (const figure of document.querySelectorAll(selector)) {
      const letters: { char: string; top: number; height: number }[] = [];
      const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = [...range.getClientRects()].find((box) => box.width > 0);
          letters.push({ char: node.data[i]!, top: rect?.top ?? Number.NaN, height: rect?.height ?? 0 });
        }
      }
      const text = letters.map((letter) => letter.char).join('');
      let lineTop: number | undefined;
      letters.forEach((letter, index) => {
        if (Number.isNaN(letter.top) || /\s/.test(letter.char)) return;
        if (lineTop !== undefined && letter.top - lineTop > letter.height / 2) {
          const before = text.slice(0, index).trimEnd();
          if (!/[,،;؛]$/.test(before)) out.push(`"${before}" / "${text.slice(index)}"`);
        }
        lineTop = letter.top;
      });
    }
    return out;
  }, selector);
}

test('the measures catch what they are for: ranges drawn both ways, and a figure broken inside itself', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar');
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<p id="planted-ranges" dir="rtl">عائد خلال 6-12 شهرًا، أو <bdi dir="ltr">6-12</bdi> شهرًا.</p><p id="planted-figure" style="width:5em;font-size:20px">12 ساعة أو أكثر</p>',
    );
  });
  const orders = (await rangesIn(page, '#planted-ranges')).map((range) => range.order);
  expect(new Set(orders)).toEqual(new Set([-1, 1]));
  expect(await midPhraseBreaks(page, '#planted-figure')).not.toEqual([]);
});

test('the status labels on every Arabic page are in Arabic, in the words of the Arabic site settings', async ({ page }) => {
  const words = new Map(Object.entries(loadSite('ar').ui.status));
  let seen = 0;
  for (const path of arabicPages) {
    await page.goto(path);
    const badges = await page
      .locator('[data-status]')
      .evaluateAll((elements) =>
        elements.map((element) => ({ status: element.getAttribute('data-status') ?? '', text: element.textContent?.trim() ?? '' })),
      );
    for (const badge of badges) {
      expect(badge.text, `${path}: the ${badge.status} label`).toBe(words.get(badge.status));
      expect(badge.text, `${path}: the ${badge.status} label`).toMatch(/[\u0600-\u06FF]/);
    }
    seen += badges.length;
  }
  expect(seen, 'status labels found on the Arabic pages').toBeGreaterThan(0);
});

test('every page draws its ranges of numbers one way', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const mixed: string[] = [];
  let measured = 0;
  for (const path of pages) {
    await page.goto(path);
    const ranges = await rangesIn(page);
    measured += ranges.length;
    const ways = new Set(ranges.map((range) => range.order));
    if (ways.size > 1)
      mixed.push(`${path}: ${ranges.map((range) => `${range.text} (${range.order > 0 ? 'left to right' : 'right to left'})`).join(', ')}`);
  }
  expect(mixed).toEqual([]);
  expect(measured, 'ranges measured across the site').toBeGreaterThan(0);
});

test('no key figure breaks inside a phrase at 390 px, in English or in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const broken: string[] = [];
  let figures = 0;
  for (const path of pages) {
    await page.goto(path);
    const count = await page.locator('[data-key-figure]').count();
    if (!count) continue;
    figures += count;
    for (const line of await midPhraseBreaks(page, '[data-key-figure]')) broken.push(`${path}: ${line}`);
  }
  expect(broken).toEqual([]);
  expect(figures, 'key figures measured').toBeGreaterThan(0);
});
