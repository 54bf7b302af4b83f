/**
 * With JavaScript off the shell still does its whole job (issue 16; docs/decisions/1650): the
 * menu opens from every page and every destination in it can be followed.
 */
import { expect, test, type Page } from '@playwright/test';
import { menuDestinations, pagesToVisit, siteIn } from './support';

test.use({ javaScriptEnabled: false });

const site = siteIn();

/** Every destination of the English menu, as content/site.yaml lists it, group by group. */
const destinations = menuDestinations('en');
const external = (href: string) => /^https?:\/\//.test(href);

async function openMenu(page: Page, path: string) {
  const response = await page.goto(path);
  await page.getByRole('button', { name: site.header.menuLabel, exact: true }).click();
  const menu = page.getByRole('dialog', { name: site.header.menuLabel, exact: true });
  await expect(menu).toBeVisible();
  return { menu, status: response?.status() };
}

test('the menu lists the destinations named only there', () => {
  const hrefs = destinations.map((d) => d.href);
  for (const href of ['/octa-bot', '/locations/global', '/point-ai-education']) expect(hrefs).toContain(href);
  expect(site.brands.length).toBe(2);
  for (const brand of site.brands) expect(hrefs).toContain(brand.href);
});

/**
 * A page of each kind, in each language, opened without JavaScript: every page's header is the
 * same component. That every page's HTML holds the Menu button and every destination is read
 * from the raw HTML of every page (tests/e2e/every-page.spec.ts).
 */
const visits = pagesToVisit();
const firstUnder = (prefix: string) => visits.find((visit) => visit.path.startsWith(prefix))!.path;
const KIND_PATHS = [
  '/',
  '/ar',
  '/tara',
  '/ar/tara',
  '/robotics',
  '/ar/robotics',
  firstUnder('/news/'),
  firstUnder('/careers/'),
  '/no-such-page',
  '/ar/no-such-page',
];
const kinds = visits.filter((visit) => KIND_PATHS.includes(visit.path));

for (const visit of kinds) {
  test(`without JavaScript ${visit.path} shows its text, and its menu opens to every destination`, async ({ page }) => {
    const response = await page.goto(visit.path);
    expect(response?.status()).toBe(visit.status);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const { menuLabel } = siteIn(visit.lang).header;
    await page.getByRole('button', { name: menuLabel, exact: true }).click();
    const menu = page.getByRole('dialog', { name: menuLabel });
    await expect(menu).toBeVisible();
    // The group links only: the bar along the top repeats the header's /contact link.
    const shown = await menu
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) =>
        links.filter((link) => link.checkVisibility()).map((link) => ({ href: link.getAttribute('href'), name: link.textContent ?? '' })),
      );
    for (const { label, href } of menuDestinations(visit.lang))
      expect
        .soft(
          shown.some((link) => link.href === href && link.name.includes(label)),
          `${label} (${href}) shown`,
        )
        .toBe(true);
  });
}

test('a page of each kind is tried without JavaScript: home, a product, a company page, a news item, a posting and a 404, in each language', () => {
  expect(kinds.map((visit) => visit.path).sort()).toEqual([...KIND_PATHS].sort());
});

/**
 * Every destination of the menu, opened without JavaScript: each is a link a pointer reaches (the
 * element at its centre is the link), and its page answers. One of each kind is then followed by a
 * click, as a visitor would: every link is the same plain `<a>` in the same dialog, so clicking all
 * of them (24 page loads, 30 s) proved no more than the hit test and one click of each kind.
 */
test('without JavaScript every menu destination can be followed', async ({ page, context }) => {
  // Tests never reach the internet: other sites answer from here.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }));
  const { menu } = await openMenu(page, '/terms');
  const nav = menu.getByRole('navigation');
  for (const { label, href } of destinations) {
    await test.step(`${label}: ${href} is reached by a pointer and answers`, async () => {
      const link = nav.locator(`a[href="${href}"]`);
      await link.scrollIntoViewIfNeeded();
      const reached = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(reached, `${label}: nothing is drawn over the link`).toBe(true);
      if (external(href)) {
        await expect(link).toHaveAttribute('target', '_blank');
        return;
      }
      expect((await page.request.get(href)).status()).toBe(200);
    });
  }
  const inside = destinations.find(({ href }) => !external(href));
  const outside = destinations.find(({ href }) => external(href));
  if (!inside || !outside) throw new Error('the menu has lost its pages of the site or its links to other sites');
  await test.step(`${outside.label} is followed by a click, to a new tab`, async () => {
    const [tab] = await Promise.all([context.waitForEvent('page'), nav.locator(`a[href="${outside.href}"]`).click()]);
    await expect(tab).toHaveURL(outside.href);
    await tab.close();
  });
  await test.step(`${inside.label} is followed by a click`, async () => {
    const arrival = page.waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === inside.href);
    await nav.locator(`a[href="${inside.href}"]`).click();
    expect((await arrival).status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === inside.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: site.header.menuLabel, exact: true })).toBeHidden();
  });
});

test.describe('without JavaScript the menu behaves as a modal dialog', () => {
  test('a click on the header beside the open menu closes it', async ({ page }) => {
    const { menu } = await openMenu(page, '/terms');
    const logo = (await menu.getByRole('link', { name: site.header.homeLabel }).boundingBox())!;
    const close = (await menu.getByRole('button', { name: site.header.closeLabel }).boundingBox())!;
    await page.mouse.click((logo.x + logo.width + close.x) / 2, close.y + close.height / 2);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('focus moves into it and stays there, the page cannot scroll, Escape closes it and focus returns to the Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const { menu } = await openMenu(page, '/terms');
    await expect(menu.getByRole('navigation').getByRole('link').first()).toBeFocused();
    for (let i = 0; i < destinations.length + 6; i++) {
      await page.keyboard.press('Tab');
      const inMenuOrBrowser = await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('#site-menu'));
      expect(inMenuOrBrowser).toBe(true);
    }
    await page.mouse.move(640, 20);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: site.header.menuLabel, exact: true })).toBeFocused();
  });

  test('the Close menu button closes it', async ({ page }) => {
    const { menu } = await openMenu(page, '/terms');
    await menu.getByRole('button', { name: site.header.closeLabel }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('without JavaScript the rest of the shell', () => {
  test('the header still gains its shadow past 20px', async ({ page }) => {
    await page.goto('/terms');
    const shadow = () => page.getByRole('banner').evaluate((header) => getComputedStyle(header).boxShadow);
    const atRest = await shadow();
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(shadow).not.toBe(atRest);
  });

  test('the scroll-to-top button, which needs script, never shows', async ({ page }) => {
    await page.goto('/terms');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole('button', { name: site.ui.scrollTop })).toBeHidden();
  });

  test('the Search button, which needs script to search, is not shown, and the menu still has its place', async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/terms');
      await expect(page.locator('[data-search-open]')).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button', { name: site.header.menuLabel, exact: true })).toBeVisible();
    }
  });
});
