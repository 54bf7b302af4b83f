/** The home page: hero carousel, industry tiles and cards, organisation grids, head tags. */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { resolveFacts } from '~/content/facts';
import { factTable } from '~/content/products.server';
import { expectNoAxeViolations, h1Text, rawHtml, watchConsole } from './support';

type Section = { type: string; [field: string]: unknown };
type Carousel = { label: string; heading: string; lead: string; slides: { heading?: string; tagline?: string }[] };
type Tiles = { heading: string; tiles: { title: string; description: string }[] };
type Cards = { cards: { title: string; description: string; tags: string[] }[] };
type Organisations = { total: number; totalLabel: string; entries?: unknown[] };
// Product figures quoted as [[product.spec]] read as the page shows them.
const file = parse(resolveFacts(readFileSync('content/pages/index.mdx', 'utf8'), factTable(process.cwd())).split(/^---$/m)[1]!) as {
  title: string;
  description: string;
  sections: Section[];
};
const sections = (type: string) => file.sections.filter((section) => section.type === type);
const [clients, partners] = sections('organisations') as unknown as Organisations[];
const home = {
  title: file.title,
  description: file.description,
  carousel: sections('hero-carousel')[0] as unknown as Carousel,
  mission: sections('tiles')[0] as unknown as Tiles,
  industries: sections('industry-cards')[0] as unknown as Cards,
  clients: clients!,
  partners: partners!,
};
const total = home.carousel.slides.length;

/** Only the slide on show is exposed to assistive technology; the others are aria-hidden. */
const currentSlide = (page: Page, n: number) => page.getByRole('group', { name: `${n} of ${total}`, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A tile's title: the `<summary>` a visitor taps, clicks or tabs to. */
const tileTitle = (page: Page, title: string) => page.locator('summary', { has: page.getByRole('heading', { name: title, exact: true }) });

/** Opens the home page and waits until the carousel is live (its controls appear once hydrated). */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(button(page, 'Next slide')).toBeVisible();
}

/** From here on, page time moves only with clock.runFor. */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 200);
}

test('visitor steps through the slides with next and previous, wrapping at both ends', async ({ page }) => {
  await openHome(page);
  await expect(currentSlide(page, 1)).toBeVisible();
  for (const n of [2, 3, 4, 1]) {
    await button(page, 'Next slide').click();
    await expect(currentSlide(page, n)).toBeVisible();
  }
  await button(page, 'Previous slide').click();
  await expect(currentSlide(page, 4)).toBeVisible();
  await button(page, 'Previous slide').click();
  await expect(currentSlide(page, 3)).toBeVisible();
});

test('the carousel moves on by itself every 5 seconds and wraps from the last slide to the first', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await freezeClock(page);
  // A synthetic click moves to slide 2 without hovering or focusing, and restarts the interval now.
  await button(page, 'Next slide').dispatchEvent('click');
  await expect(currentSlide(page, 2)).toBeVisible();
  await page.clock.runFor(4900);
  await expect(currentSlide(page, 2)).toBeVisible();
  await page.clock.runFor(100);
  await expect(currentSlide(page, 3)).toBeVisible();
  await page.clock.runFor(5000);
  await expect(currentSlide(page, 4)).toBeVisible();
  await page.clock.runFor(5000);
  await expect(currentSlide(page, 1)).toBeVisible();
});

test('the carousel holds still while hovered, while keyboard focus is inside, and after pressing pause', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await freezeClock(page);
  const carousel = page.getByRole('region', { name: home.carousel.label });

  await carousel.hover();
  await page.clock.runFor(12_000);
  await expect(currentSlide(page, 1)).toBeVisible();
  await page.mouse.move(5, 5);
  await page.clock.runFor(5000);
  await expect(currentSlide(page, 2)).toBeVisible();

  // Keyboard focus on the previous-slide button pauses; back on pause/play, rotation resumes.
  await button(page, 'Pause automatic slide show').focus();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Previous slide')).toBeFocused();
  await page.clock.runFor(12_000);
  await expect(currentSlide(page, 2)).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.clock.runFor(5000);
  await expect(currentSlide(page, 3)).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(button(page, 'Play automatic slide show')).toBeFocused();
  await page.clock.runFor(12_000);
  await expect(currentSlide(page, 3)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(button(page, 'Pause automatic slide show')).toBeVisible();
  await page.clock.runFor(5000);
  await expect(currentSlide(page, 4)).toBeVisible();
});

test('a visitor who prefers reduced motion sees no automatic advance but can still move and press play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(button(page, 'Play automatic slide show')).toBeVisible();
  await freezeClock(page);
  await page.clock.runFor(20_000);
  await expect(currentSlide(page, 1)).toBeVisible();
  await button(page, 'Next slide').dispatchEvent('click');
  await expect(currentSlide(page, 2)).toBeVisible();
  await button(page, 'Play automatic slide show').dispatchEvent('click');
  await page.clock.runFor(5000);
  await expect(currentSlide(page, 3)).toBeVisible();
});

test('slide captions show on screens 768px and wider and stay hidden on phones', async ({ page }) => {
  const [, captioned] = home.carousel.slides;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await expect(currentSlide(page, 1).getByText(/./)).toHaveCount(0);
  await button(page, 'Next slide').click();
  await expect(currentSlide(page, 2).getByText(captioned!.heading!)).toBeVisible();
  await expect(currentSlide(page, 2).getByText(captioned!.tagline!)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  await button(page, 'Next slide').click();
  await expect(currentSlide(page, 2)).toBeVisible();
  await expect(page.getByText(captioned!.heading!)).toBeHidden();
});

test('the first hero image loads eagerly with high priority, the others lazily, all with their size', async ({ page }) => {
  const { html } = await rawHtml(page, '/');
  const images = [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
  const hero = images.filter((tag) => tag.includes('/images/home/hero-'));
  expect(hero).toHaveLength(total);
  expect(hero[0]).toMatch(/loading="eager"/);
  expect(hero[0]).toMatch(/fetchpriority="high"/i);
  for (const tag of hero.slice(1)) expect(tag).toMatch(/loading="lazy"/);
  for (const tag of images) expect(tag, tag).toMatch(/width="\d+"[^>]*height="\d+"/);
});

test('industry cards, tiles and the page heading are in the HTML a visitor without JavaScript gets', async ({ page }) => {
  const { status, html } = await rawHtml(page, '/');
  expect(status).toBe(200);
  expect(h1Text(html)).toBe(home.carousel.heading);
  // Without the spans that keep a figure on one line (src/components/ui/Words.tsx).
  const text = html
    .replace(/<\/?span\b[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");
  for (const card of home.industries.cards) {
    expect(text).toContain(card.title);
    expect(text).toContain(card.description);
    for (const tag of card.tags) expect(text).toContain(tag);
  }
  for (const tile of home.mission.tiles) expect(text).toContain(tile.description);
});

test('industry cards wait out of view, then fade in one after another (400 ms + 100 ms per card) and stay visible', async ({ page }) => {
  await openHome(page);
  const cards = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3 }) });
  const item = (index: number) => page.getByRole('listitem').filter({ has: cards.filter({ hasText: home.industries.cards[index]!.description }) });
  // Far below the carousel, every card waits hidden for its entrance.
  for (const [index] of home.industries.cards.entries()) {
    await expect(item(index)).toHaveAttribute('data-reveal', 'waiting');
    await expect(item(index)).toHaveCSS('opacity', '0');
  }
  for (const [index, card] of home.industries.cards.entries()) {
    const article = cards.filter({ hasText: card.description });
    await article.scrollIntoViewIfNeeded();
    await expect(article).toBeInViewport();
    await expect(item(index)).toHaveAttribute('data-reveal', 'shown');
    await expect(item(index)).toHaveCSS('transition-delay', `${(400 + 100 * index) / 1000}s`);
    await expect(item(index)).toHaveCSS('opacity', '1');
  }
});

test('with reduced motion, industry cards are never hidden', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const items = page.locator('[data-reveal]');
  await expect(items).toHaveCount(home.industries.cards.length);
  for (const item of await items.all()) {
    await expect(item).toHaveAttribute('data-reveal', 'static');
    await expect(item).toHaveCSS('opacity', '1');
  }
});

test('a keyboard user reveals an industry tile description by focusing the tile', async ({ page }) => {
  await openHome(page);
  const [tile] = home.mission.tiles;
  const description = page.getByText(tile!.description);
  await expect(description).toBeHidden();
  await tileTitle(page, home.mission.tiles[1]!.title).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(tileTitle(page, tile!.title)).toBeFocused();
  await expect(description).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(description).toBeHidden();
});

test('a mouse user reveals an industry tile description by hovering it', async ({ page }) => {
  await openHome(page);
  const tile = home.mission.tiles[2]!;
  await tileTitle(page, tile.title).hover();
  await expect(page.getByText(tile.description)).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a visitor taps an industry tile to show its description and taps again to hide it', async ({ page }) => {
    await openHome(page);
    const tile = home.mission.tiles[3]!;
    const tileButton = tileTitle(page, tile.title);
    await tileButton.scrollIntoViewIfNeeded();
    await expect(page.getByText(tile.description)).toBeHidden();
    await tileButton.tap();
    await expect(page.getByText(tile.description)).toBeVisible();
    await expect(tileButton.locator('xpath=..')).toHaveAttribute('open', '');
    await tileButton.tap();
    await expect(page.getByText(tile.description)).toBeHidden();
  });

  test('a visitor swipes the hero left and right to change slides; a short drag leaves it where it was', async ({ page }) => {
    await openHome(page);
    const slides = page.locator('#hero-slides');
    /** A one-finger horizontal swipe, as pointer events (Playwright's touchscreen only taps). */
    const swipe = async (dx: number) => {
      const box = (await slides.boundingBox())!;
      const y = box.y + box.height / 2;
      const x0 = box.x + box.width / 2 - dx / 2;
      const init = (x: number) => ({ pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: x, clientY: y });
      await slides.dispatchEvent('pointerdown', init(x0));
      for (let step = 1; step <= 4; step++) await slides.dispatchEvent('pointermove', init(x0 + (dx * step) / 4));
      await slides.dispatchEvent('pointerup', init(x0 + dx));
    };
    await swipe(-120);
    await expect(currentSlide(page, 2)).toBeVisible();
    await swipe(120);
    await expect(currentSlide(page, 1)).toBeVisible();
    await swipe(120);
    await expect(currentSlide(page, total)).toBeVisible();
    await swipe(-20);
    await expect(currentSlide(page, total)).toBeVisible();
  });
});

test('visitor sees how many clients and partners there are, with no invented descriptor, initials or empty tile', async ({ page }) => {
  await openHome(page);
  for (const [name, group] of [
    ['Trusted clients', home.clients],
    ['Supported By', home.partners],
  ] as const) {
    const region = page.getByRole('region', { name, exact: true });
    await expect(region.getByText(`${group.total} ${group.totalLabel}`, { exact: true })).toBeVisible();
    // Only named organisations are listed; none is named yet, so there is no tile at all.
    await expect(region.getByRole('listitem')).toHaveCount(group.entries?.length ?? 0);
  }
  const text = await page.locator('main').innerText();
  for (const descriptor of ['Hotel group', 'Government department', 'Engineering college', 'Pre-seed investor', 'Riyadh', 'Names and logos appear'])
    expect(text).not.toContain(descriptor);
  for (const figure of ['100+', '6+', '4+']) await expect(page.getByRole('definition').filter({ hasText: figure })).toBeVisible();
});

test('the back-to-top button appears past 500px and takes the visitor back to the top', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const back = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo(0, 450));
  await expect(back).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(back).toBeVisible();
  await back.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(back).toBeHidden();
});

test('the home page has its title and social tags, no accessibility violations, no console errors and no outside requests', async ({ page }) => {
  // Two full axe runs of the longest page: on a loaded 2-core machine they alone can take 20 s.
  test.setTimeout(60_000);
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== '127.0.0.1') {
      outside.push(url.href);
      return route.abort();
    }
    return route.continue();
  });
  const consoleErrors = watchConsole(page);
  await openHome(page);
  await expect(page).toHaveTitle(home.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', home.description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', home.title);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\//);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  consoleErrors.assertNone();
  expect(outside).toEqual([]);
});

test('the hero carousel starts without moving anything on screen: no layout shift on / or /ar/ at 390 or 1440px', async ({ page }) => {
  // Layout shifts as the browser reports them (what Lighthouse sums into CLS), with what moved.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        shifts.push(
          `${entry.value.toFixed(4)} ${entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML.slice(0, 80)).join(' | ')}`,
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Each page is opened once first, its fonts loaded, then again for the measurement: the fonts
  // come from the cache as the visit starts, as they do for a visitor going from page to page. A
  // face that arrives late moves the hero's text by itself (font-display: swap; measured with the
  // Arabic face held back 800 ms: 0.12 on /ar/ at 390 px), which is not the carousel's doing and
  // is not what this test judges (docs/testing.md, "Known").
  for (const width of [390, 1440])
    for (const path of ['/', '/ar/']) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.goto(path);
      await expect(page.locator('[data-island="hero-carousel"]')).toHaveAttribute('data-hydrated', '');
      // The controls are shown once the show runs: the step that used to move the first slide.
      await expect(page.locator('[data-island="hero-carousel"] button').first()).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), `${path} at ${width}px`).toEqual([]);
    }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1440]) {
    test(`at ${width}px every hero slide can be scrolled into the frame and seen, none hidden or pushed out of reach`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const slides = page.locator('[data-island="hero-carousel"] [aria-roledescription="slide"]');
      await expect(slides).toHaveCount(total);
      const track = slides.first().locator('xpath=..');
      const frame = (await track.boundingBox())!;
      for (let n = 0; n < total; n++) {
        const slide = slides.nth(n);
        // The track scrolls sideways as a visitor's swipe or scroll bar would move it.
        await slide.evaluate((element) => element.parentElement!.scrollTo({ left: (element as HTMLElement).offsetLeft, behavior: 'instant' }));
        const shown = await slide.evaluate((element) => {
          const style = getComputedStyle(element);
          return style.visibility === 'visible' && style.display !== 'none' && Number(style.opacity) === 1;
        });
        expect(shown, `slide ${n + 1} is visible`).toBe(true);
        const box = (await slide.boundingBox())!;
        expect(Math.abs(box.x - frame.x), `slide ${n + 1} fills the frame once scrolled to`).toBeLessThanOrEqual(1);
        await expect(slide.locator('img')).toBeVisible();
        expect(await slide.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      }
    });
  }
});
