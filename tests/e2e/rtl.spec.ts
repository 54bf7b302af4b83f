/**
 * Right to left before the Arabic text exists (docs/decisions/1801): English pages laid out with
 * `dir="rtl"` forced on <html> must fit a phone, mirror what points along the line and run their
 * carousels the other way. English pages as they are must not fetch the Arabic face.
 */
import { expect, test, type Page } from '@playwright/test';
import { FORCE_RTL } from '../../scripts/force-rtl';
import { literal, sectionOf } from './content';
import { hydrated } from './support';

// The controls' labels as content/ gives them: the home carousel's, the /tara gallery's, the /robotics card strip's.
const carousel = sectionOf('/', 'hero-carousel');
const gallery = sectionOf('/tara', 'gallery');
const purpose = sectionOf('/robotics', 'card-carousel').labels;
const caption = (index: number) => gallery.items[(index + gallery.items.length) % gallery.items.length]!.caption;

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
    .filter({ has: page.getByRole('button', { name: carousel.nextLabel, exact: true }) })
    .first();
  expect(await scaleOf(hero.getByRole('button', { name: carousel.nextLabel, exact: true }).locator('svg'))).toBe('-1 1');
  expect(
    await scaleOf(
      hero.getByRole('button', { name: new RegExp(`^(${literal(carousel.pauseLabel)}|${literal(carousel.playLabel)})$`) }).locator('svg'),
    ),
  ).toBe('none');

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
  const next = hero.getByRole('button', { name: carousel.nextLabel, exact: true });
  const previous = hero.getByRole('button', { name: carousel.previousLabel, exact: true });
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
  const section = page.locator('section', { has: page.getByRole('heading', { name: gallery.heading, exact: true }) });
  // The picture inside the link: the link is inline, and right to left its first line box is an empty sliver at the edge.
  await section
    .getByRole('link', { name: new RegExp(`^${literal(gallery.viewer.openLabel)}: `) })
    .first()
    .locator('img')
    .click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName(caption(0));

  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAccessibleName(caption(1));
  const counter = viewer.locator('p[dir="ltr"]');
  await expect(counter).toHaveText(/^2 \/ \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName(caption(0));

  // "Next" is the button on the left, its chevron pointing left.
  const next = page.getByRole('button', { name: gallery.viewer.nextLabel, exact: true });
  const previous = page.getByRole('button', { name: gallery.viewer.previousLabel, exact: true });
  expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
});

test('right to left, the phone card strip scrolls leftwards to the card a dot names', async ({ page }) => {
  await rtl(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/robotics');
  await hydrated(page);
  const region = page.getByRole('region', { name: purpose.label, exact: true });
  const strip = region.getByRole('group', { name: purpose.label, exact: true });
  const dots = region.getByRole('button', { name: new RegExp(`^${literal(purpose.goTo)}`) });
  // The dots join the accessibility tree once the phone layout is known.
  await expect(dots.first()).toBeVisible();
  const last = (await dots.count()) - 1;

  await dots.nth(1).click();
  await expect(region).toHaveAttribute('data-selected', '1');
  expect(await strip.evaluate((element) => element.scrollLeft)).toBeLessThan(0);
  await dots.nth(last).click();
  await expect(region).toHaveAttribute('data-selected', String(last));
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
