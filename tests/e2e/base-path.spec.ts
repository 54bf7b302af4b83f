/**
 * A pull request's preview lives under a sub-path (docs/decisions/1601): the site is built with
 * SITE_BASE, served under that path only, and everything a visitor does works there — pages and
 * their links, assets and islands, the forms, the feed and every address in the sitemap.
 *
 * Tried on the kit gallery (tests/e2e/kit.ts, docs/decisions/3330): the fixture site built by the
 * project's own build under a preview's sub-path, which has every kind of page, island and
 * generated file these claims need. No build of its own; the words are the fixture's
 * (tests/fixtures/site/content/), which no copywriter edits.
 */
import { expect } from '@playwright/test';
import { KIT_BASE as BASE, test } from './kit';
import { hydrated, watchConsole } from './support';

test('pages, their links and their assets all live under the sub-path', async ({ page, kit: server }) => {
  const console = watchConsole(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ['', 'product', 'forms', 'news', 'prose', 'ar/careers']) {
    await page.goto(`${server.url}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
    const outside = await page.evaluate(
      (base) =>
        [...document.querySelectorAll<HTMLElement>('a[href^="/"], img[src^="/"], link[href^="/"], script[src^="/"]')]
          .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
          .filter((url) => !url.startsWith(base)),
      BASE,
    );
    expect(outside, `/${path}: root-relative addresses outside ${BASE}`).toEqual([]);
  }
  expect(failed).toEqual([]);

  await page.goto(`${server.url}/`);
  await page.getByRole('link', { name: 'Talk to us' }).first().click();
  await expect(page).toHaveURL(`${server.url}/forms`);
  console.assertNone();
});

test('the islands work there: the news filter keeps the address, the contact form checks what is typed', async ({ page, kit: server }) => {
  await page.goto(`${server.url}/news`);
  await hydrated(page);
  const filter = page.getByRole('navigation', { name: /filter/i });
  await filter.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/news\\?category=`));
  await filter.getByRole('link').first().click();
  await expect(page).toHaveURL(`${server.url}/news`);

  await page.goto(`${server.url}/forms`);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Continue in my mail app' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
});

test('the feed, the sitemap and every address the sitemap lists answer under the sub-path', async ({ request, kit: server }) => {
  const feed = await request.get(`${server.url}/news/feed.xml`);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<item>');

  const sitemap = await request.get(`${server.url}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const paths = [...(await sitemap.text()).matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    const response = await request.get(`${server.url}${path === '/' ? '/' : path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  // Nothing is served outside the sub-path.
  expect((await request.get(server.url.replace(/\/pr-preview\/pr-7$/, '/forms'))).status()).toBe(404);
});

test('the site search loads its index from under the sub-path and links its results there', async ({ page, kit: server }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith(BASE)) outside.push(pathname);
  });
  await page.goto(`${server.url}/prose`);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('searchbox').fill('RFID');
  // The fixture's Octa Bot specifications (RFID) are on its home page, the gallery's "/".
  const home = dialog.locator(`a[href="${BASE}"]`);
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(`${server.url}/`);
  expect(outside).toEqual([]);
});
