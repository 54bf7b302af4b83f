/**
 * A pull request's preview lives under a sub-path (docs/decisions/1601): the site is built with
 * SITE_BASE, served under that path only, and everything a visitor does works there — pages and
 * their links, assets and islands, the forms, the feed and every address in the sitemap.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/server-process';
import { contactForm, sectionOf, site } from './content';
import { hydrated, watchConsole } from './support';

const BASE = '/pr-preview/pr-7/';
const BUILD = join('build', 'base-path');
// The suite's port + 2: inside the block of ports a developer gives the suite with E2E_PORT.
const PORT = Number(process.env.E2E_PORT ?? 4174) + 2;

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const build = spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    env: { ...process.env, SITE_BASE: BASE, BUILD_DIRECTORY: BUILD, NODE_ENV: 'production' },
  });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  server = await startServer(PORT, join(BUILD, 'client'), { base: BASE });
});

test.afterAll(async () => {
  await server?.stop();
});

test('pages, their links and their assets all live under the sub-path', async ({ page }) => {
  const console = watchConsole(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ['', 'tara', 'contact', 'news', 'privacy']) {
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
  await page.getByRole('link', { name: site().header.talk.label }).first().click();
  await expect(page).toHaveURL(`${server.url}/contact`);
  console.assertNone();
});

test('the islands work there: the news filter keeps the address, the contact form checks what is typed', async ({ page }) => {
  await page.goto(`${server.url}/news`);
  await hydrated(page);
  const filter = page.getByRole('navigation', { name: sectionOf('/news', 'news-list').filter.label });
  await filter.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/news\\?category=`));
  await filter.getByRole('link').first().click();
  await expect(page).toHaveURL(`${server.url}/news`);

  await page.goto(`${server.url}/contact`);
  await hydrated(page);
  const copy = contactForm().form;
  const form = page.getByRole('form', { name: copy.heading });
  await form.getByRole('button', { name: copy.submit.draft }).click();
  await expect(form.getByText(copy.fields.name.missing)).toBeVisible();
});

test('the feed, the sitemap and every address the sitemap lists answer under the sub-path', async ({ request }) => {
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
  expect((await request.get(server.url.replace(/\/pr-preview\/pr-7$/, '/tara'))).status()).toBe(404);
});

test('the site search loads its index from under the sub-path and links its results there', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith(BASE)) outside.push(pathname);
  });
  await page.goto(`${server.url}/terms`);
  const { search } = site();
  await page.getByRole('banner').getByRole('button', { name: search.open }).click();
  const dialog = page.getByRole('dialog', { name: search.title });
  // A word every page holds: the company's name; the first result lives under the sub-path too.
  await dialog.getByRole('searchbox').fill(site().name.split(/\s+/)[0]!);
  const first = dialog.getByRole('list').getByRole('link').first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${BASE}`));
  const href = (await first.getAttribute('href'))!;
  const target = new URL(href, page.url()).href;
  await first.click();
  await expect(page).toHaveURL(target);
  expect(outside).toEqual([]);
});
