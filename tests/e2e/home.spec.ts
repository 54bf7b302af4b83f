/** The home page: hero carousel, industry tiles and cards, organisation grids, head tags. */
import { expect, test, type Page } from '@playwright/test';
import { firstText, pageText, tags } from '../../scripts/build/built-html';
import { fill, pageContent, sectionOf, sectionsOf, site } from './content';
import { expectNoAxeViolations, rawHtml, watchConsole } from './support';

// The home page as content/pages/index.mdx gives it, product figures filled in (tests/e2e/content.ts).
const homePage = pageContent('/');
const [clients, partners] = sectionsOf('/', 'organisations');
const home = {
  title: homePage.content.title,
  description: homePage.content.description,
  carousel: sectionOf('/', 'hero-carousel'),
  mission: sectionOf('/', 'tiles'),
  industries: sectionOf('/', 'industry-cards'),
};
const { carousel } = home;
const total = carousel.slides.length;
/** The slide after slide `n` (1-based), wrapping from the last to the first. */
const after = (n: number) => (n % total) + 1;
/** A tile of the mission section by position, the last one standing in when there are fewer. */
const tileAt = (index: number) => home.mission.tiles[Math.min(index, home.mission.tiles.length - 1)]!;

/** Only the slide on show is exposed to assistive technology; the others are aria-hidden. */
const currentSlide = (page: Page, n: number) => page.getByRole('group', { name: fill(carousel.slideLabel, { n, total }), exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A tile's title: the `<summary>` a visitor taps, clicks or tabs to. */
const tileTitle = (page: Page, title: string) => page.locator('summary', { has: page.getByRole('heading', { name: title, exact: true }) });

/** Opens the home page and waits until the carousel is live (its controls appear once hydrated). */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(button(page, carousel.nextLabel)).toBeVisible();
}

/** From here on, page time moves only with clock.runFor. */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 200);
}

test('visitor steps through the slides with next and previous, wrapping at both ends', async ({ page }) => {
  await openHome(page);
  await expect(currentSlide(page, 1)).toBeVisible();
  for (let n = 2; n <= total + 1; n++) {
    await button(page, carousel.nextLabel).click();
    await expect(currentSlide(page, n > total ? 1 : n)).toBeVisible();
  }
  await button(page, carousel.previousLabel).click();
  await expect(currentSlide(page, total)).toBeVisible();
  await button(page, carousel.previousLabel).click();
  await expect(currentSlide(page, total - 1)).toBeVisible();
});

test('the carousel moves on by itself every 5 seconds and wraps from the last slide to the first', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await freezeClock(page);
  // A synthetic click moves to slide 2 without hovering or focusing, and restarts the interval now.
  await button(page, carousel.nextLabel).dispatchEvent('click');
  await expect(currentSlide(page, 2)).toBeVisible();
  await page.clock.runFor(4900);
  await expect(currentSlide(page, 2)).toBeVisible();
  await page.clock.runFor(100);
  await expect(currentSlide(page, after(2))).toBeVisible();
  // On to the last slide, and from it to the first.
  for (let n = after(2); n !== 1; n = after(n)) {
    await page.clock.runFor(5000);
    await expect(currentSlide(page, after(n))).toBeVisible();
  }
});

test('the carousel holds still while hovered, while keyboard focus is inside, and after pressing pause', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await freezeClock(page);
  const region = page.getByRole('region', { name: carousel.label });

  await region.hover();
  await page.clock.runFor(12_000);
  await expect(currentSlide(page, 1)).toBeVisible();
  await page.mouse.move(5, 5);
  await page.clock.runFor(5000);
  await expect(currentSlide(page, 2)).toBeVisible();

  // Keyboard focus on the previous-slide button pauses; back on pause/play, rotation resumes.
  await button(page, carousel.pauseLabel).focus();
  await page.keyboard.press('Tab');
  await expect(button(page, carousel.previousLabel)).toBeFocused();
  await page.clock.runFor(12_000);
  await expect(currentSlide(page, 2)).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.clock.runFor(5000);
  await expect(currentSlide(page, after(2))).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(button(page, carousel.playLabel)).toBeFocused();
  await page.clock.runFor(12_000);
  await expect(currentSlide(page, after(2))).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(button(page, carousel.pauseLabel)).toBeVisible();
  await page.clock.runFor(5000);
  await expect(currentSlide(page, after(after(2)))).toBeVisible();
});

test('a visitor who prefers reduced motion sees no automatic advance but can still move and press play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(button(page, carousel.playLabel)).toBeVisible();
  await freezeClock(page);
  await page.clock.runFor(20_000);
  await expect(currentSlide(page, 1)).toBeVisible();
  await button(page, carousel.nextLabel).dispatchEvent('click');
  await expect(currentSlide(page, 2)).toBeVisible();
  await button(page, carousel.playLabel).dispatchEvent('click');
  await page.clock.runFor(5000);
  await expect(currentSlide(page, after(2))).toBeVisible();
});

test('slide captions show on screens 768px and wider and stay hidden on phones', async ({ page }) => {
  // The first slide is image only (SPEC section 2); the first with a caption after it.
  const n = carousel.slides.findIndex((slide, index) => index > 0 && slide.heading && slide.tagline) + 1;
  test.skip(n < 2, 'content/pages/index.mdx has no captioned slide after the first');
  const captioned = carousel.slides[n - 1]!;
  const next = async () => {
    for (let at = 1; at < n; at++) await button(page, carousel.nextLabel).click();
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  if (!carousel.slides[0]!.heading) await expect(currentSlide(page, 1).getByText(/./)).toHaveCount(0);
  await next();
  await expect(currentSlide(page, n).getByText(captioned.heading!)).toBeVisible();
  await expect(currentSlide(page, n).getByText(captioned.tagline!)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  await next();
  await expect(currentSlide(page, n)).toBeVisible();
  await expect(page.getByText(captioned.heading!)).toBeHidden();
});

test('the first hero image loads eagerly with high priority, the others lazily, all with their size', async ({ page }) => {
  const { html } = await rawHtml(page, '/');
  const images = tags(html, 'img');
  // The slides' pictures, known by their alt text.
  const hero = images.filter((img) => carousel.slides.some((slide) => img.alt === slide.image.alt));
  expect(hero).toHaveLength(total);
  expect(hero[0]?.loading).toBe('eager');
  expect(hero[0]?.fetchpriority?.toLowerCase()).toBe('high');
  for (const img of hero.slice(1)) expect(img.loading).toBe('lazy');
  for (const img of images) expect([img.width, img.height], img.src).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
});

test('industry cards, tiles and the page heading are in the HTML a visitor without JavaScript gets', async ({ page }) => {
  const { status, html } = await rawHtml(page, '/');
  expect(status).toBe(200);
  expect(firstText(html, 'h1')).toBe(carousel.heading);
  const text = pageText(html);
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
  test.skip(home.mission.tiles.length < 2, 'the home page has one tile: there is no tile to tab back from');
  await openHome(page);
  const tile = tileAt(0);
  const description = page.getByText(tile.description);
  await expect(description).toBeHidden();
  // The stop after the tile's title: its own link when the content gives it one, else the next tile.
  const next = tile.link ? page.getByRole('link', { name: tile.link.label, exact: true }) : tileTitle(page, tileAt(1).title);
  await next.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(tileTitle(page, tile.title)).toBeFocused();
  await expect(description).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(description).toBeHidden();
});

test('a mouse user reveals an industry tile description by hovering it', async ({ page }) => {
  await openHome(page);
  const tile = tileAt(2);
  await tileTitle(page, tile.title).hover();
  await expect(page.getByText(tile.description)).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a visitor taps an industry tile to show its description and taps again to hide it', async ({ page }) => {
    await openHome(page);
    const tile = tileAt(3);
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

test('visitor reads how many clients and partners there are in a sentence: no band holds only a number, nothing invented', async ({ page }) => {
  await openHome(page);
  const text = await page.locator('main').innerText();
  for (const group of [clients!, partners!]) {
    const region = page.getByRole('region', { name: group.heading, exact: true });
    // A group none of which is named is not shown; once one is, its tiles are the named ones only (docs/decisions/3350).
    if (group.entries?.length) await expect(region.getByRole('listitem')).toHaveCount(group.entries.length);
    else await expect(region).toHaveCount(0);
    // How many there are is said on the page all the same.
    expect(text).toMatch(new RegExp(`(^|\\D)${group.total}(\\D|$)`));
    // Nothing the content does not say: no descriptor, place or note in place of the names still to come.
    const given = JSON.stringify(group);
    for (const descriptor of ['Hotel group', 'Government department', 'Engineering college', 'Pre-seed investor', 'Riyadh', 'Names and logos appear'])
      if (!given.includes(descriptor)) expect(text).not.toContain(descriptor);
  }
  for (const { value } of site().claims) await expect(page.getByRole('definition').filter({ hasText: value })).toBeVisible();
});

test('the back-to-top button appears past its threshold and takes the visitor back to the top', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const back = page.getByRole('button', { name: site().ui.scrollTop });
  // It shows past the page's own threshold (SPEC: 500px on the home page).
  const threshold = homePage.scrollTopAfter;
  await page.evaluate((y) => window.scrollTo(0, y), threshold - 50);
  await expect(back).toBeHidden();
  await page.evaluate((y) => window.scrollTo(0, y), threshold + 200);
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
