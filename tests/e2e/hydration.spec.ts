/**
 * Built pages are documents with islands (docs/decisions/1600): the HTML is whole before any
 * script runs, a page without islands never loads React, and islands load after the first
 * paint. These tests hold the island code back on purpose and act in that moment, as a visitor
 * on a slow phone would: nothing they do may be lost.
 */
import { expect, test, type Page } from '@playwright/test';
import { allPages } from '~/site-map.server';
import { scripts, tags } from '../../scripts/build/built-html';
import { careers, contactForm, news, sectionOf, site } from './content';
import { hydrated, isHydrated, rawHtml, watchConsole } from './support';

const { talk } = site().header;
/** A search the careers list narrows: the place most positions are in, in capitals, and how many positions it finds. */
const narrowing = (() => {
  const places = careers().map((posting) => posting.location);
  const place = places.sort((a, b) => places.filter((p) => p === b).length - places.filter((p) => p === a).length)[0] ?? '';
  return { q: place.toUpperCase(), count: places.filter((p) => p === place).length };
})();

const ISLANDS_CHUNK = /\/assets\/islands-[^/]+\.js$/;

/** Holds React and the island runtime until `release()`: the page is painted and its own script ran; no island is hydrated. */
async function holdIslands(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(ISLANDS_CHUNK, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The JavaScript files a page load asks for. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a page lists one small script that imports nothing; React is never asked for where nothing is interactive', async ({ page }) => {
  const article = `/news/${news()[0]!.slug}`;
  for (const path of ['/', '/tara', '/contact', '/privacy', article]) {
    const { html } = await rawHtml(page, path);
    // The entry is one file: a second request for its own imports would be one more before the
    // largest paint counts (decision 1606); island code is never preloaded.
    expect(
      tags(html, 'link').filter(({ rel }) => rel === 'modulepreload'),
      path,
    ).toEqual([]);
    expect(html, path).not.toContain('__reactRouterContext');
    const modules = scripts(html).filter(({ attrs }) => attrs.type === 'module' && attrs.src);
    expect(modules, path).toHaveLength(1);
    const entry = modules[0]?.attrs.src ?? '';
    // No static import (`import{…}from"./…"`): only island and decoration code, loaded on demand.
    expect(await (await page.request.get(entry)).text(), entry).not.toMatch(/(^|[;}])import\s*[{*\w"]/);
  }
  for (const path of ['/privacy', article, `/careers/${careers()[0]!.slug}`, '/defense/guardian']) {
    const scripts = scriptsRequested(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(
      scripts.filter((script) => ISLANDS_CHUNK.test(script)),
      path,
    ).toEqual([]);
    expect(await page.locator('[data-island]').count(), path).toBe(0);
    page.removeAllListeners('request');
  }
});

test('a page carries the site settings its islands read exactly when it has an island', async ({ page }) => {
  let without = 0;
  for (const { path } of allPages()) {
    const { html } = await rawHtml(page, path);
    const elements = tags(html, '*');
    const islands = elements.some((attrs) => 'data-island' in attrs);
    if (!islands) without++;
    // A section of a kind that may hold an island but holds none (tara-learn's videos, all waiting
    // for their addresses) leaves the page without the data too (decision 3100).
    expect(
      elements.some(({ id }) => id === 'island-site'),
      path,
    ).toBe(islands);
  }
  expect(without).toBeGreaterThan(0);
});

test('island code is asked for only after the first paint', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { islandsRequestedBeforePaint?: boolean };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!/\/assets\/islands-/.test(entry.name)) continue;
        w.islandsRequestedBeforePaint = performance.getEntriesByType('paint').length === 0;
      }
    }).observe({ type: 'resource', buffered: true });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { islandsRequestedBeforePaint?: boolean }).islandsRequestedBeforePaint)).toBe(false);
});

test('where content waits to appear (the funding page’s 300 ms), island code is asked for only once it is in full view', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { islandsAt?: number; revealedAt?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (/\/assets\/islands-/.test(entry.name)) w.islandsAt ??= entry.startTime;
    }).observe({ type: 'resource', buffered: true });
    addEventListener('animationend', (event) => {
      if (event.animationName === 'fade-in-rise' && (event.target as Element).closest('h1, section:has(h1)'))
        w.revealedAt = Math.max(w.revealedAt ?? 0, event.timeStamp);
    });
  });
  await page.goto('/funding');
  await hydrated(page);
  const { islandsAt, revealedAt } = await page.evaluate(() => {
    const w = window as unknown as { islandsAt?: number; revealedAt?: number };
    return { islandsAt: w.islandsAt, revealedAt: w.revealedAt };
  });
  expect(revealedAt).toBeGreaterThan(300);
  expect(islandsAt).toBeGreaterThanOrEqual(revealedAt as number);
});

test('the page paints and its links work while the islands are still on their way', async ({ page }) => {
  await holdIslands(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await isHydrated(page)).toBe(false);
  await page.getByRole('link', { name: talk.label }).first().click();
  await expect(page).toHaveURL(new RegExp(`${talk.href}$`));
});

test('when the island code fails to load, the page stays whole and a link still lands on the page asked for', async ({ page }) => {
  await page.route(ISLANDS_CHUNK, (route) => route.abort());
  await page.goto('/tara');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: talk.label }).first().click();
  await expect(page).toHaveURL(new RegExp(`${talk.href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a tap on a home tile opens it before any script runs: tiles need none', async ({ page }) => {
  const console = watchConsole(page);
  await holdIslands(page);
  await page.goto('/');
  const tile = page.locator(`[id="${sectionOf('/', 'tiles').tiles[0]!.id}"]`);
  await expect(tile.locator('[id$="-description"]')).toBeHidden();
  await tile.locator('summary').click();
  expect(await isHydrated(page)).toBe(false);
  await expect(tile.locator('details')).toHaveAttribute('open', '');
  await expect(tile.locator('[id$="-description"]')).toBeVisible();
  console.assertNone();
});

test('a message typed before the form runs is kept, saved as a draft, and survives a reload', async ({ page }) => {
  const release = await holdIslands(page);
  await page.goto('/contact');
  const { heading, fields } = contactForm().form;
  const form = page.getByRole('form', { name: heading });
  await form.getByLabel(fields.name.label).fill('Asha Menon');
  await form.getByLabel(fields.message.label).fill('Typed while the page was still starting');
  expect(await isHydrated(page)).toBe(false);
  release();
  await hydrated(page);
  await expect(form.getByLabel(fields.name.label)).toHaveValue('Asha Menon');
  await expect(form.getByLabel(fields.message.label)).toHaveValue('Typed while the page was still starting');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ihub:form-draft:contact') ?? '')).toContain('Asha Menon');

  await page.unrouteAll();
  await page.reload();
  await expect(form.getByLabel(fields.message.label)).toHaveValue('Typed while the page was still starting');
});

test('a search typed before the list runs filters the positions once it does', async ({ page }) => {
  const release = await holdIslands(page);
  await page.goto('/careers');
  const copy = sectionOf('/careers', 'open-positions');
  const positions = page.getByRole('region', { name: copy.heading, exact: true });
  await positions.getByLabel(copy.search.label).fill(narrowing.q);
  release();
  await hydrated(page);
  await expect(positions.getByLabel(copy.search.label)).toHaveValue(narrowing.q);
  await expect(page).toHaveURL((url) => url.pathname === '/careers' && url.searchParams.get('q') === narrowing.q);
  await expect(positions.getByRole('heading', { level: 3 })).toHaveCount(narrowing.count);
});

test.describe('islands wake as they come into sight', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The islands hydrated so far, by name. */
  const awake = (page: Page) =>
    page.locator('[data-island][data-hydrated]').evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island')));

  test('a page whose islands are out of sight runs no React until the visitor scrolls to them', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/tara-gen2', { waitUntil: 'networkidle' });
    // Long enough for islands that were going to wake on their own to have done so.
    await page.waitForTimeout(500);
    expect(scripts.filter((script) => ISLANDS_CHUNK.test(script))).toEqual([]);
    expect(await awake(page)).toEqual([]);
    await page.getByRole('heading', { name: sectionOf('/tara-gen2', 'spec-list').heading, exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => awake(page)).toEqual(['spec-list']);
  });

  test('an island in sight wakes at once; one below wakes when the visitor tabs into it', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('[data-island="hero-carousel"]')).toHaveAttribute('data-hydrated', '');
    await page.goto('/tara', { waitUntil: 'networkidle' });
    // The gallery is many screens further down: it waits.
    const gallery = page.locator('[data-island="gallery"]');
    await page.waitForTimeout(500);
    await expect(gallery).not.toHaveAttribute('data-hydrated');
    // Focus reaches its first picture link by keyboard: the browser scrolls it in, and it wakes.
    await gallery.getByRole('link').first().focus();
    await expect(gallery).toHaveAttribute('data-hydrated', '');
  });

  test('a list whose filter is in the address applies it at once, out of sight or not', async ({ page }) => {
    await page.goto(`/careers?q=${encodeURIComponent(narrowing.q)}`);
    const positions = page.getByRole('region', { name: sectionOf('/careers', 'open-positions').heading, exact: true });
    await expect(page.locator('[data-island="open-positions"]')).toHaveAttribute('data-hydrated', '');
    await expect(positions.getByRole('heading', { level: 3 })).toHaveCount(narrowing.count);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('the toasts are awake wherever they are, so a message sent from the form is never missed', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await expect(page.locator('[data-island="toaster"]')).toHaveAttribute('data-hydrated', '');
  });
});
