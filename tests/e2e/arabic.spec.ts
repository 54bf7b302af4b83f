/**
 * The Arabic edition (issue 18, docs/decisions/1800): every Arabic page of the build as a
 * visitor in the Gulf meets it — right to left from the first byte, accessible, fitting a phone,
 * fully local, readable without JavaScript — and the languages point at each other correctly.
 */
import { expect, test, type Page } from '@playwright/test';
import { allBuiltRoutes, builtRoutes, expectNoAxeViolations, rawHtml, watchConsole } from './support';

const arabic = builtRoutes('ar');
const everyRoute = allBuiltRoutes();

test('the build holds Arabic pages, the Arabic home among them', () => {
  expect(arabic).toContain('/ar');
  expect(arabic.length).toBeGreaterThan(0);
});

/** Attributes of the `<html>` start tag and the alternates of a page, from its raw HTML. */
const htmlAttributes = (html: string) => /<html\b([^>]*)>/i.exec(html)?.[1] ?? '';
function alternatesOf(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/gi)) {
    const lang = /hreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/i.exec(tag)?.[1];
    if (lang && href) out.set(lang, href);
  }
  return out;
}

/** Requests the page makes to any origin but the site's own. */
function watchOrigins(page: Page, origin: string) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

for (const route of arabic) {
  test(`visitor opens ${route}: 200, Arabic and right to left in the raw HTML, no axe violations, nothing from another origin`, async ({
    page,
    baseURL,
  }) => {
    const { status, html } = await rawHtml(page, route);
    expect(status).toBe(200);
    expect(htmlAttributes(html)).toMatch(/\blang="ar"/);
    expect(htmlAttributes(html)).toMatch(/\bdir="rtl"/);

    const foreign = watchOrigins(page, new URL(baseURL!).origin);
    const console = watchConsole(page);
    await page.goto(route, { waitUntil: 'networkidle' });
    await expectNoAxeViolations(page);
    console.assertNone();
    expect(foreign, 'requests to other origins').toEqual([]);
  });

  test(`${route} fits a 390px phone without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route, { waitUntil: 'load' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    // The header's controls stay inside the bar.
    const bar = await page.locator('header').first().boundingBox();
    for (const control of await page.locator('header a, header button').all()) {
      if (!(await control.isVisible())) continue;
      const box = (await control.boundingBox())!;
      expect(box.x, 'header control inside the viewport').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'header control inside the viewport').toBeLessThanOrEqual(390);
      expect(box.y + box.height, 'header control inside the bar').toBeLessThanOrEqual(bar!.y + bar!.height);
    }
  });

  test(`visitor without JavaScript reads the prerendered Arabic text of ${route}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(route);
    const text = await page.locator('main').innerText();
    expect(text.match(/[\u0600-\u06FF]/g)?.length ?? 0, 'Arabic letters in the main content').toBeGreaterThan(40);
    await context.close();
  });
}

test('hreflang alternates are reciprocal on every page that has both languages', async ({ request }) => {
  const pairs: string[] = [];
  for (const route of everyRoute) {
    const html = await (await request.get(route)).text();
    const alternates = alternatesOf(html);
    if (!alternates.size) continue;
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect([...alternates.keys()].sort(), `${route} names en, ar and x-default`).toEqual(['ar', 'en', 'x-default']);
    expect(alternates.get('x-default'), `${route}: x-default is the English page`).toBe(alternates.get('en'));
    // Each page names itself (its canonical address) among its versions.
    expect([...alternates.values()], `${route} lists itself`).toContain(canonical);
    for (const [lang, href] of alternates) {
      if (lang === 'x-default') continue;
      const other = alternatesOf(await (await request.get(new URL(href).pathname)).text());
      expect(Object.fromEntries(other), `${new URL(href).pathname} names the same versions as ${route}`).toEqual(Object.fromEntries(alternates));
    }
    pairs.push(route);
  }
  // Every Arabic page has an English one: each is in a pair.
  for (const route of arabic) expect(pairs).toContain(route);
});

test('the language switcher leads to the same page in the other language, labelled in that language', async ({ page }) => {
  await page.goto('/');
  const toArabic = page.locator('header').getByRole('link', { name: 'العربية' });
  await expect(toArabic).toHaveAttribute('hreflang', 'ar');
  await expect(toArabic).toHaveAttribute('href', '/ar');
  await expect(toArabic.locator('[lang="ar"]')).toHaveText('العربية');
  await toArabic.click();
  await expect(page).toHaveURL(/\/ar$/);
  const toEnglish = page.locator('header').getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await expect(toEnglish).toHaveAttribute('href', '/');
});

test('on a page only in English the switcher leads to the Arabic home and says so', async ({ page }) => {
  const englishOnly = builtRoutes().find((route) => route === '/careers')!;
  await page.goto(englishOnly);
  const toArabic = page.locator('header').getByRole('link', { name: /العربية.*Arabic home page/ });
  await expect(toArabic).toHaveAttribute('href', '/ar');
  await expect(toArabic).toHaveAttribute('hreflang', 'ar');
});

test('on an Arabic page, a link to a page that is only in English keeps its address and is marked as English', async ({ page }) => {
  await page.goto('/ar/no-such-page');
  // The 404 suggests the newsroom, which has no Arabic version.
  const news = page.getByRole('main').locator('a[href="/news"]');
  await expect(news).toHaveAttribute('hreflang', 'en');
  await expect(news).toContainText('بالإنجليزية');
  // Its way home stays in Arabic.
  await expect(page.getByRole('main').getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
});

test('an unknown address under /ar/ answers 404 with the Arabic not-found page; elsewhere with the English one', async ({ page }) => {
  const arabic404 = await rawHtml(page, '/ar/no-such-page');
  expect(arabic404.status).toBe(404);
  expect(htmlAttributes(arabic404.html)).toMatch(/\blang="ar"/);
  expect(arabic404.html).toContain('الصفحة غير موجودة');
  const english404 = await rawHtml(page, '/no-such-page');
  expect(english404.status).toBe(404);
  expect(htmlAttributes(english404.html)).toMatch(/\blang="en"/);
  // The not-found pages are never listed as pages.
  expect((await rawHtml(page, '/ar/404.html')).status).toBe(404);
});
