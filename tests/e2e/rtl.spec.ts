/**
 * Right to left before the Arabic text exists (docs/decisions/1801): English pages laid out with
 * `dir="rtl"` forced on <html> must fit a phone, mirror what points along the line and run their
 * carousels the other way. English pages as they are must not fetch the Arabic face.
 */
import { expect, test, type Page } from '@playwright/test';
import { FORCE_RTL } from '../../scripts/force-rtl';
import { hydrated } from './support';

async function rtl(page: Page) {
  await page.addInitScript({ content: FORCE_RTL });
}

// English pages laid out right to left fit a 390 px phone with no sideways scroll: tests/e2e/every-page.spec.ts.

test('right to left, the link arrows point left and the media controls keep their shape', async ({ page }) => {
  await rtl(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const scaleOf = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).scale);
  const arrow = page.locator('footer a span[aria-hidden="true"]', { hasText: '→' }).first();
  expect(await scaleOf(arrow)).toBe('-1 1');
  const hero = page
    .getByRole('region', { name: /./ })
    .filter({ has: page.getByRole('button', { name: /Next/ }) })
    .first();
  expect(await scaleOf(hero.getByRole('button', { name: /Next/ }).locator('svg'))).toBe('-1 1');
  expect(await scaleOf(hero.getByRole('button', { name: /Pause|Play/ }).locator('svg'))).toBe('none');

  // Left to right the same arrow is untouched.
  await page.evaluate(() => document.documentElement.removeAttribute('dir'));
  expect(await scaleOf(arrow)).toBe('none');
});

test('right to left, the hero carousel puts "next" on the left and the next slide waits on the left', async ({ page }) => {
  await rtl(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await hydrated(page);
  const hero = page.locator('section[aria-roledescription="carousel"]').first();
  const next = hero.getByRole('button', { name: /Next/ });
  const previous = hero.getByRole('button', { name: /Previous/ });
  expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);

  const slides = hero.locator('[aria-roledescription="slide"]');
  const viewport = (await slides.first().boundingBox())!;
  // Slide 2 sits one width to the left, out of view.
  expect((await slides.nth(1).boundingBox())!.x).toBeLessThan(viewport.x - viewport.width / 2);

  await next.click();
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
  await expect.poll(async () => Math.round((await slides.nth(1).boundingBox())!.x)).toBe(Math.round(viewport.x));
  // The slide that was shown went out to the right.
  await expect.poll(async () => (await slides.first().boundingBox())!.x).toBeGreaterThan(viewport.x + viewport.width / 2);
});

test('right to left, ArrowLeft shows the next picture in the gallery viewer and the counter reads "2 / n"', async ({ page }) => {
  await rtl(page);
  await page.goto('/tara');
  await hydrated(page);
  const gallery = page.locator('section', { has: page.getByRole('heading', { name: 'The settings Tara Gen 1 is made for' }) });
  // The picture inside the link: the link is inline, and right to left its first line box is an empty sliver at the edge.
  await gallery
    .getByRole('link', { name: /View full size: / })
    .first()
    .locator('img')
    .click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName('A classroom, for Tara Learn.');

  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAccessibleName('A reception desk, for Tara Greet.');
  const counter = viewer.locator('p[dir="ltr"]');
  await expect(counter).toHaveText(/^2 \/ \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName('A classroom, for Tara Learn.');

  // "Next" is the button on the left, its chevron pointing left.
  const next = page.getByRole('button', { name: 'Next picture' });
  const previous = page.getByRole('button', { name: 'Previous picture' });
  expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
});

test('right to left, the phone card strip scrolls leftwards to the card a dot names', async ({ page }) => {
  await rtl(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/robotics');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Our purpose' });
  const strip = carousel.getByRole('group', { name: 'Our purpose', exact: true });
  const dots = carousel.getByRole('button', { name: /^Show card/ });
  // The dots join the accessibility tree once the phone layout is known.
  await expect(dots.first()).toBeVisible();
  const last = (await dots.count()) - 1;

  await dots.nth(1).click();
  await expect(carousel).toHaveAttribute('data-selected', '1');
  expect(await strip.evaluate((element) => element.scrollLeft)).toBeLessThan(0);
  await dots.nth(last).click();
  await expect(carousel).toHaveAttribute('data-selected', String(last));
  await expect(dots.nth(last)).toHaveAttribute('aria-current', 'true');
  // The last card's start edge is at the strip's start (its right side), within the strip's padding.
  const card = strip.locator('[aria-roledescription="slide"]').nth(last);
  const [stripBox, cardBox] = [(await strip.boundingBox())!, (await card.boundingBox())!];
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
  expect(cardBox.x).toBeGreaterThanOrEqual(stripBox.x - 1);
});

test('an English page fetches no Arabic font; Arabic text on an Arabic page gets the Arabic face, untracked', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/contact');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((path) => /arabic/i.test(path))).toEqual([]);

  // The same page as an Arabic one would be: lang="ar" on <html>, Arabic words in an eyebrow.
  await page.evaluate(() => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const eyebrow = document.createElement('p');
    eyebrow.className = 'text-xs font-semibold tracking-[0.16em] uppercase';
    eyebrow.textContent = 'تواصل معنا';
    document.querySelector('main')!.prepend(eyebrow);
  });
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.filter((path) => /noto-sans-arabic/.test(path)).length).toBe(1);
  const eyebrow = page.locator('main > p').first();
  expect(await eyebrow.evaluate((element) => getComputedStyle(element).letterSpacing)).toBe('normal');
  expect(await eyebrow.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Noto Sans Arabic Variable');
});
