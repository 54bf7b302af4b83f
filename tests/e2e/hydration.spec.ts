/**
 * Pages paint before they ask for JavaScript (docs/decisions/0006-hydrate-after-first-paint.md).
 * These tests hold React back on purpose and act in that moment, as a visitor on a slow phone
 * would: nothing they do may be lost.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, isHydrated, rawHtml, watchConsole } from './support';

/** Holds the client entry module until `release()`: the page is painted and readable, React is not running. */
async function holdReact(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('the prerendered page lists no script for the parser to fetch: modules are asked for after the first paint', async ({ page }) => {
  for (const path of ['/', '/tara', '/contact', '/news/building-physical-ai']) {
    const { html } = await rawHtml(page, path);
    expect(html, path).not.toContain('rel="modulepreload"');
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script, path).not.toMatch(/^import\s/m);
    expect(script, path).toContain("observe({ type: 'paint', buffered: true })");
  }
});

test('the page paints and its links work while React is still on its way', async ({ page }) => {
  await holdReact(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await isHydrated(page)).toBe(false);
  await page.getByRole('link', { name: 'Talk to us' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a tap on Menu before React runs opens the menu once it does', async ({ page }) => {
  const console = watchConsole(page);
  const release = await holdReact(page);
  await page.goto('/tara');
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await isHydrated(page)).toBe(false);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  console.assertNone();
});

test('a message typed before React runs is kept, saved as a draft, and survives a reload', async ({ page }) => {
  const release = await holdReact(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Your name').fill('Asha Menon');
  await form.getByLabel('Message').fill('Typed while the page was still starting');
  expect(await isHydrated(page)).toBe(false);
  release();
  await hydrated(page);
  await expect(form.getByLabel('Your name')).toHaveValue('Asha Menon');
  await expect(form.getByLabel('Message')).toHaveValue('Typed while the page was still starting');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ihub:form-draft:contact') ?? '')).toContain('Asha Menon');

  await page.unrouteAll();
  await page.reload();
  await expect(form.getByLabel('Message')).toHaveValue('Typed while the page was still starting');
});

test('a search typed before React runs filters the positions once it does', async ({ page }) => {
  const release = await holdReact(page);
  await page.goto('/careers');
  const positions = page.getByRole('region', { name: 'Open positions' });
  await positions.getByLabel('Search positions').fill('BANGALORE');
  release();
  await hydrated(page);
  await expect(positions.getByLabel('Search positions')).toHaveValue('BANGALORE');
  await expect(page).toHaveURL(/\/careers\?q=BANGALORE$/);
  await expect(positions.getByRole('heading', { level: 3 })).toHaveCount(3);
});
