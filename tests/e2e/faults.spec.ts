/**
 * The site under faults (issue 28, findings 2 and 3; docs/decisions/2801): an island whose code
 * cannot load is decoration on a whole page, so its prerendered HTML stays and what it shows
 * without JavaScript shows again; nothing ever covers the page. A missing chunk reloads the page
 * once, only when the site answers; offline it never does, and a feature with an error state of
 * its own (the search) says it failed instead.
 */
import { expect, test, type Page } from '@playwright/test';
import { parseMailto } from '~/lib/mailto';
import { contactForm, literal, pageHeading, site } from './content';

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

// The contact page in each language, with the words its form shows when it cannot run (content/).
const CONTACT = (['en', 'ar'] as const).map((lang) => {
  const path = lang === 'en' ? '/contact' : '/ar/contact';
  const { noScript } = contactForm(lang).form;
  return { path, heading: pageHeading(path), fallback: noScript.text, link: noScript.link, subject: noScript.subject };
});
const { info } = site().mailboxes;

for (const { path, heading, fallback, link, subject } of CONTACT) {
  test(`when the form's code cannot load on ${path}, the page reloads once, then stays whole and offers the mail link in its own language`, async ({
    page,
  }) => {
    const loads = countLoads(page);
    await page.route(/\/assets\/MessageForm-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto(path);
    // The form is on screen, so its island wakes at once; its code fails, the site answers: one reload.
    await expect.poll(() => loads.count).toBe(2);
    await expect(page.getByText(fallback)).toBeVisible();
    const mail = page.getByRole('link', { name: link });
    await expect(mail).toBeVisible();
    expect(parseMailto((await mail.getAttribute('href'))!)).toMatchObject({ to: [info], fields: { subject } });
    await expect(page.getByText(info, { exact: true }).first()).toBeVisible();
    // The page's own text is still there, and nothing covers it; the form that cannot run is not offered.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('form[data-draft="contact"]')).toBeHidden();
    await expectNotCovered(page);
    // It stays at one reload: the second failure is final.
    await page.mouse.wheel(0, 1500);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(loads.count).toBe(2);
  });
}

test('when the news list’s code is gone after a deploy (404), /news reloads once, then keeps every story it was built with', async ({ page }) => {
  const loads = countLoads(page);
  await page.route(/\/assets\/NewsList-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/news');
  const list = page.locator('[data-island="news-list"]');
  const stories = await list.getByRole('link').count();
  expect(stories).toBeGreaterThan(10);
  const wake = () => list.evaluate((island) => island.firstElementChild?.scrollIntoView({ block: 'center' }));
  await wake();
  // The site answers, so the chunk is gone: one reload, for the page as the server has it now.
  await expect.poll(() => loads.count).toBe(2);
  await page.waitForLoadState('load');
  await wake();
  await expect(list).toHaveAttribute('data-island-failed', 'load');
  expect(await list.getByRole('link').count()).toBe(stories);
  await expectNotCovered(page);
  expect(loads.count).toBe(2);
});

test('when the hero carousel’s code cannot load, the home page keeps its heading and slides and nothing covers it', async ({ page }) => {
  const loads = countLoads(page);
  await page.route(/\/assets\/SlideShow-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/');
  // The carousel is in the first view, so its island wakes at once; its code fails, the site answers: one reload.
  await expect.poll(() => loads.count).toBe(2);
  await page.waitForLoadState('load');
  await expect(page.locator('[data-island="hero-carousel"]')).toHaveAttribute('data-island-failed', 'load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-island="hero-carousel"] img').first()).toBeVisible();
  await expectNotCovered(page);
});

test('when React itself cannot load, every island of the page keeps its HTML and the page reloads at most once', async ({ page }) => {
  const loads = countLoads(page);
  await page.route(/\/assets\/islands-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/contact');
  // The form is in the first view, so the runtime is asked for at once; it fails, the site answers: one reload, then none.
  await expect.poll(() => loads.count).toBe(2);
  await page.waitForLoadState('load');
  await expect(page.getByRole('link', { name: CONTACT[0]!.link })).toBeVisible();
  expect(loads.count).toBeLessThanOrEqual(2);
  await expectNotCovered(page);
});

test('offline, a map whose code cannot load never reloads the page: it keeps the typed message and the link to the map host', async ({
  page,
  context,
}) => {
  const loads = countLoads(page);
  // On a phone the map is far below the form, so its code is asked for only once the visitor scrolls there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  // The form's own code is in: this case is about the map's, which is asked for only once the visitor scrolls there.
  await expect(page.locator('[data-island="message-form"]')).toHaveAttribute('data-hydrated', '');
  const message = contactForm().form.fields.message.label;
  await page.getByRole('textbox', { name: new RegExp(`^${literal(message)}`) }).fill('مرحبا 1+1=2 & شكرا');
  await expect(page.locator('[data-island="embed-facade"]')).not.toHaveAttribute('data-hydrated');
  await context.setOffline(true);
  const map = page.locator('[data-island="embed-facade"]');
  await map.evaluate((island) => island.firstElementChild?.scrollIntoView({ block: 'center' }));
  await expect(map).toHaveAttribute('data-island-failed', 'load');
  expect(loads.count).toBe(1);
  await expect(page.getByRole('textbox', { name: new RegExp(`^${literal(message)}`) })).toHaveValue('مرحبا 1+1=2 & شكرا');
  await expect(map.getByRole('link', { name: contactForm().map.externalLabel })).toBeVisible();
  await expectNotCovered(page);
  await context.setOffline(false);
});

test('when the search’s code cannot load, the search says so, keeps the query, and the page never reloads', async ({ page }) => {
  const loads = countLoads(page);
  // A failed lazy chunk still fires the preload-error event (docs/decisions/2801); nothing reloads on it now.
  await page.addInitScript(() => {
    (window as unknown as { preloadErrors: number }).preloadErrors = 0;
    window.addEventListener('vite:preloadError', () => ((window as unknown as { preloadErrors: number }).preloadErrors += 1));
  });
  await page.route(/\/assets\/site-search-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/terms');
  const { search } = site();
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
