/**
 * The Arabic edition (issue 18, docs/decisions/1800): every Arabic page of the build as a
 * visitor in the Gulf meets it — right to left from the first byte, accessible, fitting a phone,
 * fully local, readable without JavaScript — and the languages point at each other correctly.
 */
import { expect, test } from '@playwright/test';
import { versionsOf } from '~/site-map.server';
import { canonicalHref, pageText, tags } from '../../scripts/build/built-html';
import { literal, notFoundCopy, site } from './content';
import { allBuiltRoutes, builtRoutes, rawHtml } from './support';

// The language switcher's words: each language names itself in its own site settings (content/site.yaml, content/ar/site.yaml).
const [en, ar] = [site('en').ui, site('ar').ui];

const arabic = builtRoutes('ar');
const everyRoute = allBuiltRoutes();

test('the build holds Arabic pages, the Arabic home among them', () => {
  expect(arabic).toContain('/ar');
  expect(arabic.length).toBeGreaterThan(0);
});

/** The language of a page's `<html>`, from its raw HTML. */
const htmlLang = (html: string) => tags(html, 'html')[0]?.lang;

/** The alternates of a page (`<link rel="alternate" hreflang>`), language → address, from its raw HTML. */
function alternatesOf(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const { rel, hreflang, href } of tags(html, 'link')) if (rel === 'alternate' && hreflang && href) out.set(hreflang, href);
  return out;
}

// Each Arabic page (lang and dir in its raw HTML, axe, nothing from another origin, a 390 px phone, its text
// without JavaScript): tests/e2e/every-page.spec.ts.

test('hreflang alternates are reciprocal on every page that has both languages', async ({ request }) => {
  const pairs: string[] = [];
  for (const route of everyRoute) {
    const html = await (await request.get(route)).text();
    const alternates = alternatesOf(html);
    if (!alternates.size) continue;
    const canonical = canonicalHref(html);
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
  const toArabic = page.locator('header').getByRole('link', { name: ar.language });
  await expect(toArabic).toHaveAttribute('hreflang', 'ar');
  await expect(toArabic).toHaveAttribute('href', '/ar');
  await expect(toArabic).toHaveAttribute('lang', 'ar');
  await expect(toArabic).toHaveText(ar.language);
  await toArabic.click();
  await expect(page).toHaveURL(/\/ar$/);
  const toEnglish = page.locator('header').getByRole('link', { name: en.language });
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await expect(toEnglish).toHaveAttribute('href', '/');
});

/**
 * The switcher on a page with no version in the other language: it leads to that language's
 * home and says so where everyone sees it, in the language of whoever wants it — in the header
 * from 640px, beside the language's name on one line (decision 3362); on phones in the menu, with
 * the reason; with or without JavaScript, the header and the menu fitting a 320px phone.
 */
const homeOnly = [
  {
    from: '/careers',
    language: 'Arabic',
    name: ar.language,
    home: ar.languageHome,
    reason: new RegExp(`^${literal(ar.languageHomeReason)}`),
    href: '/ar',
    lang: 'ar',
  },
  {
    from: '/ar/no-such-page',
    language: 'English',
    name: en.language,
    home: en.languageHome,
    reason: new RegExp(`^${literal(en.languageHomeReason)}`),
    href: '/',
    lang: 'en',
  },
] as const;

for (const { from, language, name, home, reason, href, lang } of homeOnly) {
  for (const javaScriptEnabled of [true, false]) {
    test(`on ${from}, which has no ${language} version, the switcher says visibly, in ${language}, that it leads to the ${language} home page (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(from);
      const inHeader = page
        .locator('header')
        .first()
        .getByRole('link', { name: `${name} ${home}` });
      await expect(inHeader).toBeVisible();
      await expect(inHeader).toHaveAttribute('href', href);
      await expect(inHeader).toHaveAttribute('hreflang', lang);
      await expect(inHeader).toHaveAttribute('lang', lang);
      await expect(inHeader.getByText(home, { exact: true })).toBeVisible();
      await expect(inHeader).toHaveAttribute('title', reason);

      for (const width of [320, 640]) {
        await page.setViewportSize({ width, height: 700 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
        for (const control of await page.locator('header').first().locator('a, button').all()) {
          if (!(await control.isVisible())) continue;
          const box = (await control.boundingBox())!;
          expect(box.x, `header control inside ${width}px`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `header control inside ${width}px`).toBeLessThanOrEqual(width);
        }
      }

      // On a phone the switcher is in the menu, with the reason written out.
      await page.setViewportSize({ width: 320, height: 700 });
      await page
        .locator('header')
        .first()
        .getByRole('button', { name: new RegExp(`^(${literal(site('en').header.menuLabel)}|${literal(site('ar').header.menuLabel)})$`) })
        .click();
      const menu = page.getByRole('dialog');
      const inMenu = menu.getByRole('link', { name: `${name} ${home}` });
      await expect(inMenu).toBeVisible();
      await expect(inMenu).toHaveAttribute('href', href);
      const why = menu.locator(`p[lang="${lang}"]`);
      await expect(why).toBeVisible();
      await expect(why).toHaveText(reason);
      for (const box of [await inMenu.boundingBox(), await why.boundingBox()]) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      }
      await context.close();
    });
  }
}

test('on a page in both languages the switcher names only the language, with no home-page notice', async ({ page }) => {
  await page.goto('/tara-greet');
  const toArabic = page.locator('header').first().getByRole('link', { name: ar.language, exact: true });
  await expect(toArabic).toHaveAttribute('href', '/ar/tara-greet');
  await expect(toArabic).not.toHaveAttribute('title', /.+/);
});

test('on an Arabic page, a link to a page that is only in English keeps its address and is marked as English', async ({ page }) => {
  const copy = notFoundCopy('ar');
  // A page the Arabic 404 suggests that has no Arabic version (today the newsroom).
  const englishOnly = copy.suggestions.find(({ href }) => !versionsOf(href).some((version) => version.lang === 'ar'));
  test.skip(!englishOnly, 'content/ar/pages/404.mdx suggests no page that is only in English');
  await page.goto('/ar/no-such-page');
  const link = page.getByRole('main').locator(`a[href="${englishOnly!.href}"]`);
  await expect(link).toHaveAttribute('hreflang', 'en');
  await expect(link).toContainText(ar.inEnglish);
  // Its way home stays in Arabic.
  await expect(page.getByRole('main').getByRole('link', { name: copy.homeLabel, exact: true })).toHaveAttribute('href', '/ar');
});

test('an unknown address under /ar/ answers 404 with the Arabic not-found page; elsewhere with the English one', async ({ page }) => {
  const arabic404 = await rawHtml(page, '/ar/no-such-page');
  expect(arabic404.status).toBe(404);
  expect(htmlLang(arabic404.html)).toBe('ar');
  expect(pageText(arabic404.html)).toContain(notFoundCopy('ar').heading);
  const english404 = await rawHtml(page, '/no-such-page');
  expect(english404.status).toBe(404);
  expect(htmlLang(english404.html)).toBe('en');
  // The not-found pages are never listed as pages.
  expect((await rawHtml(page, '/ar/404.html')).status).toBe(404);
});
