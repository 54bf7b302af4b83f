/**
 * With JavaScript off the shell still does its whole job (issue 16; docs/decisions/1650): the
 * menu opens from every page and every destination in it can be followed.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadSite } from '~/content/load.server';

test.use({ javaScriptEnabled: false });

const site = loadSite();

/** Every destination of the menu, as content/site.yaml lists it, group by group. */
const destinations = site.menu.flatMap((group) => {
  if ('links' in group) return group.links.map(({ label, href }) => ({ label, href }));
  return group.from === 'socials'
    ? site.socials.map(({ name, href }) => ({ label: name, href }))
    : site.brands.map(({ label, href }) => ({ label, href }));
});
const external = (href: string) => /^https?:\/\//.test(href);

async function openMenu(page: Page, path: string) {
  const response = await page.goto(path);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return { menu, status: response?.status() };
}

test('the menu lists the destinations named only there', () => {
  const hrefs = destinations.map((d) => d.href);
  for (const href of ['/octa-bot', '/locations/global', '/point-ai-education']) expect(hrefs).toContain(href);
  expect(site.brands.length).toBe(2);
  for (const brand of site.brands) expect(hrefs).toContain(brand.href);
});

// On every page, in every language, the menu opens without JavaScript and shows every destination: tests/e2e/every-page.spec.ts.

test.describe('without JavaScript every menu destination can be followed', () => {
  test.beforeEach(async ({ context }) => {
    // Tests never reach the internet: other sites answer from here.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }));
  });

  for (const { label, href } of destinations) {
    test(`${label}: ${href}`, async ({ page, context }) => {
      const { menu } = await openMenu(page, '/');
      const link = menu.getByRole('navigation').locator(`a[href="${href}"]`);
      if (external(href)) {
        await expect(link).toHaveAttribute('target', '_blank');
        const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await expect(tab).toHaveURL(href);
        return;
      }
      const arrival = page.waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === href);
      await link.click();
      expect((await arrival).status()).toBe(200);
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    });
  }
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
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
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
