/**
 * The site under faults (issue 28, findings 2 and 3; issue 42; docs/decisions/2801 and 3320): an
 * island whose code cannot load is decoration on a whole page, so its prerendered HTML stays and
 * what it shows without JavaScript shows again in its place; nothing ever covers the page, and the
 * page is never reloaded under the reader (a content blocker, a flaky network, a deploy). A
 * feature with an error state of its own (the search) says it failed instead.
 */
import { expect, test, type Page } from '@playwright/test';
import { parseMailto } from '~/lib/mailto';
import { sectionIn, siteIn } from './support';

/** Counts the page's document loads (the first one included). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => (loads.count += 1));
  return loads;
}

/** No full-screen panel: SPEC's failure texts are nowhere on the page, and the middle of the screen shows the page itself. */
async function expectNotCovered(page: Page) {
  await expect(page.getByText(/Something went wrong|Critical Error|Failed to fetch dynamically imported module/)).toHaveCount(0);
  const covering = await page.evaluate(() =>
    [...document.body.querySelectorAll('*')].some((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.position === 'fixed' &&
        box.width >= innerWidth &&
        box.height >= innerHeight &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        !element.matches('dialog:not([open]), canvas')
      );
    }),
  );
  expect(covering, 'an element covers the whole screen').toBe(false);
}

/**
 * Marks the document, lets well over 5 s pass on the page's clock (installed before it loaded),
 * and checks the same document is still there and was never loaded again: a reload would drop
 * the mark and count a second load.
 */
async function expectNoReload(page: Page, loads: { count: number }) {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''));
  await page.clock.runFor(30_000);
  // One round trip more through the page, after the clock has run: a reload asked for by then has begun.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.locator('html')).toHaveAttribute('data-test-same-document', '');
  expect(loads.count, 'document loads').toBe(1);
}

/** The contact page of each language, with the words its form's stand-in takes from content/. */
const CONTACT = (['en', 'ar'] as const).map((lang) => {
  const file = lang === 'en' ? 'content/pages/contact.mdx' : `content/${lang}/pages/contact.mdx`;
  return {
    path: lang === 'en' ? '/contact' : `/${lang}/contact`,
    heading: sectionIn(file, 'hero').heading,
    noScript: sectionIn(file, 'contact-form').form.noScript,
    info: siteIn(lang).mailboxes.info,
  };
});

for (const { path, heading, noScript, info } of CONTACT) {
  test(`when a content blocker stops the form’s code on ${path}, the page stays as it is well past 5 s and offers the mail link in the form’s place`, async ({
    page,
  }) => {
    const loads = countLoads(page);
    await page.clock.install();
    await page.route(/\/assets\/MessageForm-[^/]+\.js$/, (route) => route.abort('blockedbyclient'));
    await page.goto(path);
    // The form is on screen, so its island wakes at once, and its code fails.
    const island = page.locator('[data-island="message-form"]');
    await expect(island).toHaveAttribute('data-island-failed', 'load');
    await expect(page.getByText(noScript.text)).toBeVisible();
    const mail = page.getByRole('link', { name: noScript.link });
    await expect(mail).toBeVisible();
    expect(parseMailto((await mail.getAttribute('href'))!)).toMatchObject({ to: [info], fields: { subject: noScript.subject } });
    await expect(page.getByText(info, { exact: true }).first()).toBeVisible();
    // The page's own text is still there, and nothing covers it; the form that cannot run is not offered.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('form[data-draft="contact"]')).toBeHidden();
    await expectNotCovered(page);

    await expectNoReload(page, loads);
    await expect(page.getByText(noScript.text)).toBeVisible();
    await expect(mail).toBeVisible();
  });
}

test('when the news list’s code is gone after a deploy (404), /news stays as it is and keeps every story it was built with', async ({ page }) => {
  const loads = countLoads(page);
  await page.clock.install();
  await page.route(/\/assets\/NewsList-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/news');
  const list = page.locator('[data-island="news-list"]');
  const stories = await list.getByRole('link').count();
  expect(stories).toBeGreaterThan(10);
  await list.evaluate((island) => island.firstElementChild?.scrollIntoView({ block: 'center' }));
  await expect(list).toHaveAttribute('data-island-failed', 'load');
  await expectNoReload(page, loads);
  expect(await list.getByRole('link').count()).toBe(stories);
  await expectNotCovered(page);
});

test('when a flaky network drops the hero carousel’s code, the home page keeps its heading and slides, and is never reloaded', async ({ page }) => {
  const loads = countLoads(page);
  await page.clock.install();
  await page.route(/\/assets\/SlideShow-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/');
  // The carousel is in the first view, so its island wakes at once; its code fails.
  const carousel = page.locator('[data-island="hero-carousel"]');
  await expect(carousel).toHaveAttribute('data-island-failed', 'load');
  await expectNoReload(page, loads);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(carousel.locator('img').first()).toBeVisible();
  await expectNotCovered(page);
});

test('when React itself cannot load, every island of the page keeps its HTML, shows its stand-in, and the page is never reloaded', async ({
  page,
}) => {
  const { noScript } = CONTACT[0]!;
  const loads = countLoads(page);
  await page.clock.install();
  await page.route(/\/assets\/islands-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/contact');
  // The form is in the first view, so the runtime is asked for at once, and it fails.
  await expect(page.locator('[data-island="message-form"]')).toHaveAttribute('data-island-failed', 'load');
  await expect(page.getByRole('link', { name: noScript.link })).toBeVisible();
  await expectNoReload(page, loads);
  await expect(page.getByRole('link', { name: noScript.link })).toBeVisible();
  await expectNotCovered(page);
});

test('offline, a map whose code cannot load never reloads the page: it keeps the typed message and the link to the map host', async ({
  page,
  context,
}) => {
  const { map: mapCopy, form: formCopy } = sectionIn('content/pages/contact.mdx', 'contact-form');
  const message = () => page.getByRole('textbox', { name: new RegExp(`^${formCopy.fields.message.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  const loads = countLoads(page);
  // On a phone the map is far below the form, so its code is asked for only once the visitor scrolls there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  // The form's own code is in: this case is about the map's, which is asked for only once the visitor scrolls there.
  await expect(page.locator('[data-island="message-form"]')).toHaveAttribute('data-hydrated', '');
  await message().fill('مرحبا 1+1=2 & شكرا');
  await expect(page.locator('[data-island="embed-facade"]')).not.toHaveAttribute('data-hydrated');
  await context.setOffline(true);
  const map = page.locator('[data-island="embed-facade"]');
  await map.evaluate((island) => island.firstElementChild?.scrollIntoView({ block: 'center' }));
  await expect(map).toHaveAttribute('data-island-failed', 'load');
  expect(loads.count).toBe(1);
  await expect(message()).toHaveValue('مرحبا 1+1=2 & شكرا');
  await expect(map.getByRole('link', { name: mapCopy.externalLabel })).toBeVisible();
  await expectNotCovered(page);
  await context.setOffline(false);
});

test('when the search’s code cannot load, the search says so, keeps the query, and the page never reloads', async ({ page }) => {
  const { search } = siteIn('en');
  const loads = countLoads(page);
  // A failed lazy chunk still fires the preload-error event (docs/decisions/2801); nothing reloads on it now.
  await page.addInitScript(() => {
    (window as unknown as { preloadErrors: number }).preloadErrors = 0;
    window.addEventListener('vite:preloadError', () => ((window as unknown as { preloadErrors: number }).preloadErrors += 1));
  });
  await page.route(/\/assets\/site-search-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/terms');
  await page.getByRole('banner').getByRole('button', { name: search.open }).click();
  const dialog = page.getByRole('dialog', { name: search.title });
  const field = dialog.getByRole('searchbox', { name: search.title });
  await field.fill('Tara Care');
  await expect(dialog.getByRole('alert')).toHaveText(search.failed);
  await expect(field).toHaveValue('Tara Care');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { preloadErrors: number }).preloadErrors)).toBe(1);
  expect(loads.count).toBe(1);
});
