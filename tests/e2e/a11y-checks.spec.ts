/**
 * The checks of tests/e2e/a11y-checks.ts can fail: each finds a defect planted in a real page,
 * and passes what is meant (an excerpt shortened with an ellipsis, screen-reader-only text). And
 * the focus probe, which judges rings by computed style on every page, agrees with the pixels:
 * on a few real pages a focused element is photographed before and after it takes focus, and the
 * ring the photographs show is held against what the probe read.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  focusedReading,
  forcedColoursFindings,
  motionFindings,
  tabThrough,
  textFitFindings,
  withForcedColours,
  type FocusReading,
} from './a11y-checks';
import { hydrated } from './support';

/** A page at a width with `html` added at the start of its main content. */
async function planted(page: Page, width: number, html: string, path = '/terms') {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await hydrated(page);
  await page.evaluate((markup) => document.querySelector('main')!.insertAdjacentHTML('afterbegin', markup), html);
}

const PICTURE = '/images/company/us-flag.svg';

test('the focus probe passes /terms as it is, and finds each focus defect planted in it', async ({ page }) => {
  await planted(page, 1280, '');
  expect(await tabThrough(page)).toEqual({ hidden: [], focus: [] });

  await planted(
    page,
    1280,
    `<p><a id="bare" href="/privacy" style="outline: none">No ring</a></p>
     <div style="background: #0d7a85; padding: 24px"><a id="faint" href="/privacy" style="color: white; outline-color: #1596a2">Faint ring</a></div>
     <div style="position: relative; width: 300px"><img src="${PICTURE}" alt="" style="display: block; width: 300px; height: 160px">
       <a id="on-picture" href="/privacy" style="position: absolute; inset: 0; outline-offset: -6px"><span class="sr-only">On a picture</span></a></div>
     <a id="around" href="/privacy"><img src="${PICTURE}" alt="Around a picture" style="display: block; width: 120px; height: 64px"></a>
     <div style="overflow: hidden; width: 400px"><a id="clipped-ring" href="/privacy" style="display: block">Ring cut by its box</a></div>
     <div style="overflow-x: auto; width: 240px; white-space: nowrap"><span style="display: inline-block; width: 200px"></span><a id="half" href="/privacy" style="display: inline-block; width: 100px">Half out</a></div>
     <a id="covered" href="/privacy" style="position: fixed; top: 50vh; right: 40px">Covered link</a>
     <div style="position: fixed; top: calc(50vh - 12px); right: 0; width: 160px; height: 48px; background: rgb(255 255 255 / 0.6)"></div>`,
  );
  const { focus } = await tabThrough(page);
  const expected = [
    /^focus-indicator: a#bare "No ring" — no outline shows its focus$/,
    /^focus-indicator: a#faint "Faint ring" — ring #1596a2 on #0d7a85 is 1\.\d\d:1, under 3:1$/,
    /^focus-indicator: a#on-picture "On a picture" — its ring is drawn over a picture at \d+ of \d+ points$/,
    /^focus-indicator: a#around "" — its outline is drawn on a 0×0 box$/,
    /^focus-indicator: a#clipped-ring "Ring cut by its box" — its ring is cut off by div \(\d of \d+ points show\)$/,
    // Its box takes the width of the line it stands on, so part of that is under what follows it.
    /^focus-covered: a#around "" — under div$/,
    /^focus-out-of-sight: a#half "Half out" — \d+ of 100 px wide inside its scrolling box div$/,
    // And half of its ring with it.
    /^focus-indicator: a#half "Half out" — its ring is cut off by div \(\d of \d+ points show\)$/,
    /^focus-covered: a#covered "Covered link" — under div$/,
  ];
  for (const line of expected) expect(focus, String(line)).toContainEqual(expect.stringMatching(line));
  expect(focus).toHaveLength(expected.length);
});

test('the focus probe finds a link taken off the side of the screen', async ({ page }) => {
  await planted(
    page,
    390,
    '<a id="off-screen" href="/privacy" style="position: relative; left: -60px; display: inline-block; width: 120px">Off screen</a>',
  );
  const { focus } = await tabThrough(page);
  expect(focus).toContainEqual(expect.stringMatching(/^focus-out-of-sight: a#off-screen "Off screen" — 60 of 120 px wide inside the viewport$/));
});

/** The ring as the pixels show it: what changes when the element takes focus, and the contrast of that change. */
async function ringInPixels(page: Page, element: Locator): Promise<{ reading: FocusReading; changed: number; contrast: number }> {
  await element.focus();
  expect(await element.evaluate((node) => node.matches(':focus-visible')), 'focus shows as from a keyboard').toBe(true);
  const reading = await focusedReading(page);
  const viewport = page.viewportSize()!;
  const left = Math.max(0, Math.floor(reading.box.left - 8));
  const top = Math.max(0, Math.floor(reading.box.top - 8));
  const clip = {
    x: left,
    y: top,
    width: Math.min(viewport.width, Math.ceil(reading.box.left + reading.box.width + 8)) - left,
    height: Math.min(viewport.height, Math.ceil(reading.box.top + reading.box.height + 8)) - top,
  };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const raw = async (png: Buffer) => (await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const before = await raw(await shot());
  await element.evaluate((node: HTMLElement) => node.focus({ preventScroll: true }));
  const after = await raw(await shot());
  // The ring's colour is the commonest among the pixels focus changed; the surface, what they were.
  const ring = new Map<string, number>();
  const under = new Map<string, number>();
  let changed = 0;
  for (let i = 0; i < before.length; i += 3) {
    const delta = Math.abs(before[i]! - after[i]!) + Math.abs(before[i + 1]! - after[i + 1]!) + Math.abs(before[i + 2]! - after[i + 2]!);
    if (delta < 24) continue;
    changed++;
    const key = (data: Buffer) => `${data[i]},${data[i + 1]},${data[i + 2]}`;
    ring.set(key(after), (ring.get(key(after)) ?? 0) + 1);
    under.set(key(before), (under.get(key(before)) ?? 0) + 1);
  }
  if (!changed) return { reading, changed, contrast: 1 };
  const commonest = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])[0]![0]
      .split(',')
      .map(Number);
  const luminance = (rgb: number[]) =>
    rgb
      .map((value) => value / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [luminance(commonest(ring)), luminance(commonest(under))].sort((a, b) => b - a);
  return { reading, changed, contrast: (hi! + 0.05) / (lo! + 0.05) };
}

/** Real focus rings the probe passes, on the surfaces the kit uses: light, dark, a gradient panel, around a picture. */
const proofs: { path: string; width: number; what: string; element: (page: Page) => Locator }[] = [
  {
    path: '/funding',
    width: 1280,
    what: 'a button on the teal panel',
    element: (page) => page.locator('main section').last().getByRole('link').first(),
  },
  {
    path: '/contact',
    width: 1280,
    what: 'the map’s load button, ringed round its frame',
    element: (page) => page.locator('main figure button').first(),
  },
  { path: '/tara', width: 390, what: 'a gallery picture link', element: (page) => page.locator('main a[href^="/images/"]').first() },
  { path: '/tara', width: 1280, what: 'the header’s primary button', element: (page) => page.getByRole('banner').getByRole('link').last() },
  {
    path: '/careers',
    width: 1280,
    what: 'a footer link, on the dark footer',
    element: (page) => page.getByRole('contentinfo').getByRole('navigation').first().getByRole('link').first(),
  },
  { path: '/careers', width: 390, what: 'the positions’ search field', element: (page) => page.locator('#position-search') },
];

for (const proof of proofs)
  test(`the focus probe agrees with the pixels: ${proof.what} on ${proof.path} at ${proof.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: proof.width, height: 844 });
    await page.goto(proof.path);
    await hydrated(page);
    const { reading, changed, contrast } = await ringInPixels(page, proof.element(page));
    expect(reading.findings).toEqual([]);
    expect(changed, 'pixels focus changes').toBeGreaterThan(20);
    expect(contrast, 'the ring against the pixels it replaces').toBeGreaterThanOrEqual(3);
    // Style reads the worst point (a gradient's brightest stop); pixels the commonest. Never kinder than the pixels.
    expect(reading.contrast).toBeGreaterThanOrEqual(3);
    expect(reading.contrast).toBeLessThanOrEqual(contrast * 1.05);
  });

test('the focus probe and the pixels agree on a faint ring and on a ring that shows nowhere', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto('/funding');
  await hydrated(page);
  // The ring the teal panel had before issue 46.
  const button = page.locator('main section').last().getByRole('link').first();
  await button.evaluate((node: HTMLElement) => node.style.setProperty('outline-color', '#1596a2'));
  const faint = await ringInPixels(page, button);
  expect(faint.contrast).toBeLessThan(3);
  expect(faint.reading.contrast).toBeLessThan(3);
  expect(faint.reading.contrast).toBeLessThanOrEqual(faint.contrast * 1.05);
  expect(faint.reading.findings).toContainEqual(expect.stringMatching(/under 3:1$/));

  // /tara's gallery links as they were: inline around a block picture.
  await page.goto('/tara');
  await hydrated(page);
  const link = page.locator('main a[href^="/images/"]').first();
  await link.evaluate((node: HTMLElement) => node.classList.replace('block', 'inline'));
  const nowhere = await ringInPixels(page, link);
  expect(nowhere.changed).toBe(0);
  expect(nowhere.reading.findings).toContainEqual(expect.stringMatching(/its outline is drawn on a 0×0 box$/));
});

test('the text check finds figures that run into each other and text a box cuts, and passes an ellipsis and screen-reader text', async ({ page }) => {
  await planted(
    page,
    1280,
    `<dl id="figures" style="display: grid; grid-template-columns: 60px 60px; font-size: 32px">
       <div><dd style="white-space: nowrap">8 hours</dd></div><div><dd style="white-space: nowrap">12 m</dd></div></dl>
     <div id="cutter" style="width: 120px; overflow: hidden"><p style="white-space: nowrap">Download Specifications</p></div>
     <p style="width: 120px; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 1">An excerpt of several words cut short on purpose</p>
     <span class="sr-only">Only for screen readers</span>`,
  );
  const findings = await textFitFindings(page);
  expect(findings).toContainEqual(expect.stringMatching(/^overlaps: "8 hours" and "12 m" in dl#figures$/));
  expect(findings).toContainEqual(
    expect.stringMatching(/^clipped: div#cutter shows 120×\d+ of \d+×\d+, cutting its text "Download Specifications"$/),
  );
  expect(findings).toContainEqual('cut off: "Download Specifications" by div#cutter');
  expect(findings.join('\n')).not.toMatch(/excerpt|screen readers/);
});

test('the forced-colours check finds a chosen chip told by colour alone, a field with no border and dots that vanish', async ({ page }) => {
  await withForcedColours(page);
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto('/careers');
  await hydrated(page);
  expect(await forcedColoursFindings(page)).toEqual([]);
  await page.evaluate(() => {
    document.querySelector('[aria-pressed="true"] svg')?.remove();
    const field = document.getElementById('position-search')!;
    field.style.border = '0';
    field.style.boxShadow = 'inset 0 0 0 1px #ccc';
  });
  const findings = await forcedColoursFindings(page);
  expect(findings).toContainEqual(expect.stringMatching(/^forced-colours: button "[^"]+" — its aria-pressed state shows in colour alone$/));
  expect(findings).toContainEqual(expect.stringMatching(/^forced-colours: input#position-search "" — has no border in forced colours$/));

  await page.goto('/');
  await hydrated(page);
  expect(await forcedColoursFindings(page)).toEqual([]);
  // The slide show's dots as they were: drawn by their background alone, which forced colours repaint.
  // Planted as a style rule, not by editing their classes: the slide show re-renders its dots (a
  // slide moves on, the page finishes loading) and would put the classes back under the check.
  await page.addStyleTag({
    content:
      '[aria-roledescription] span.rounded-full { forced-color-adjust: auto !important; background-color: rgb(255 255 255 / 0.4) !important; }',
  });
  expect(await forcedColoursFindings(page)).toContainEqual(
    expect.stringMatching(/^forced-colours: a mark in span\.[\w.-]+ — vanishes \(drawn by its background alone\)$/),
  );
});

test('the forced-colours check finds a button drawn only by its fill, and passes one with a border', async ({ page }) => {
  await withForcedColours(page);
  await planted(
    page,
    1280,
    `<p><a id="filled" data-button href="/privacy" style="display: inline-flex; padding: 8px 24px; border-radius: 9999px; background: #0d7a85; color: white">Filled only</a>
       <a id="ringed" data-button href="/privacy" style="display: inline-flex; padding: 8px 24px; border-radius: 9999px; box-shadow: inset 0 0 0 1px #999">Ringed</a>
       <a id="edged" data-button href="/privacy" style="display: inline-flex; padding: 8px 24px; border-radius: 9999px; border: 1px solid transparent">Edged</a></p>`,
  );
  const findings = await forcedColoursFindings(page);
  expect(findings).toContainEqual('forced-colours: a#filled "Filled only" — a button with no edge in forced colours');
  expect(findings).toContainEqual('forced-colours: a#ringed "Ringed" — a button with no edge in forced colours');
  expect(findings.join('\n')).not.toMatch(/Edged/);
});

test('the motion check finds an endless animation and one longer than 5 s, and passes one that ends in time', async ({ page }) => {
  await planted(
    page,
    1280,
    `<style>@keyframes spin { to { rotate: 1turn } }</style>
     <i id="endless" style="display: block; animation: spin 1s linear infinite"></i>
     <i id="long" style="display: block; animation: spin 3s linear 2"></i>
     <i id="short" style="display: block; animation: spin 2s linear 2"></i>`,
  );
  const findings = await motionFindings(page);
  expect(findings).toContainEqual('motion: spin on i#endless — endless');
  expect(findings).toContainEqual('motion: spin on i#long — 6000 ms');
  expect(findings.join('\n')).not.toMatch(/#short/);
});
