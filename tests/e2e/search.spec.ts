/**
 * Site search (docs/decisions/1802): a visitor opens the dialog from the header or with "/",
 * types, and follows a result. Nothing of the search loads before it is opened, nothing leaves
 * the site, and the dialog is keyboard operable and labelled.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { allPages } from '~/site-map.server';
import { careers, contactForm, fill, literal, pageWords, products, site } from './content';
import { expectNoAxeViolations, hydrated, watchConsole } from './support';

/** Requests for the search's own code or index. */
const isSearchRequest = (url: string) => /\/pagefind\/|\/assets\/site-search-/.test(url);

// The search's words, and words to search for, read from content/ (tests/e2e/content.ts).
const { search: copy, header } = site();
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: copy.open, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: copy.title, exact: true });
const field = (page: Page) => dialog(page).getByRole('searchbox', { name: copy.title, exact: true });
const results = (page: Page) => dialog(page).getByRole('list').getByRole('link');

/** What the search announces for `query`: how many results, or none (content/site.yaml `search`), `{count}` any number. */
const announcement = (query: string) => {
  const line = (template: string) => literal(fill(template, { query })).replace(literal('{count}'), '\\d+');
  return new RegExp(`^(${[...Object.values(copy.results), copy.noResults].map(line).join('|')})$`);
};

/** Types `query` into the open dialog and waits for the answer it announces. */
async function search(page: Page, query: string) {
  await field(page).fill(query);
  await expect(dialog(page).getByRole('status')).toHaveText(announcement(query));
}

/** The text of every English page's sections, for choosing words to search for. */
const corpus = allPages()
  .filter((page) => page.lang === 'en')
  .map((page) => pageWords(page.path).join(' ').toLowerCase());
/** On how many pages a word is. */
const pagesWithWord = (word: string) => corpus.filter((text) => text.includes(word.toLowerCase())).length;

/** A word of a product's specifications that as few pages as possible hold (the longest of them), so the product's page is among the first results. */
const rare = products()
  .flatMap((product) =>
    (product.specs ?? []).flatMap((spec) => (spec.value.match(/\p{L}{4,}/gu) ?? []).map((word) => ({ product, word, pages: pagesWithWord(word) }))),
  )
  .filter(({ pages }) => pages > 0)
  .sort((a, b) => a.pages - b.pages || b.word.length - a.word.length)[0]!;
/** A word every page holds: the company's name. Many results. */
const common = site().name.split(/\s+/)[0]!;

test('visitor searches a word of a product’s specifications and finds its page, named as a product, with the word marked', async ({ page }) => {
  const { product, word } = rare;
  const console = watchConsole(page);
  await page.goto('/terms');
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  await search(page, word);
  const found = dialog(page).locator(`a[href="${product.path}"]`);
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(copy.kinds.products);
  await expect(found).toContainText(product.name);
  await expect(found.locator('mark').first()).toHaveText(new RegExp(`^${literal(word)}$`, 'i'));
  await found.click();
  await expect(page).toHaveURL(new RegExp(`${product.path}$`));
  console.assertNone();
});

test('visitor searches a place and finds the job posting there among the results', async ({ page }) => {
  // The place the fewest positions are in, and one of them.
  const postings = careers();
  const place = postings
    .map((posting) => posting.location)
    .sort((a, b) => postings.filter((p) => p.location === a).length - postings.filter((p) => p.location === b).length)[0];
  test.skip(!place, 'content/careers/ has no open position');
  const posting = postings.find((item) => item.location === place)!;
  await page.goto('/');
  await searchButton(page).click();
  await search(page, place!);
  const found = dialog(page).locator(`a[href="/careers/${posting.slug}"]`);
  await expect(found).toContainText(copy.kinds.careers);
  await expect(found).toContainText(posting.title);
  // Each result is one of the four kinds, and no page is listed twice.
  const hrefs = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  const kinds = new RegExp(`^(${Object.values(copy.kinds).map(literal).join('|')})\\n`, 'i');
  for (const text of await results(page).allInnerTexts()) expect(text).toMatch(kinds);
});

test('"/" opens the search, Escape closes it and focus returns to the Search button; "/" typed in a field stays text', async ({ page }) => {
  await page.goto('/terms');
  await hydrated(page);
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();

  await page.goto('/contact');
  await hydrated(page);
  const name = page.getByRole('textbox', { name: new RegExp(`^${literal(contactForm().form.fields.name.label)}`) }).first();
  await name.click();
  await page.keyboard.type('a/b');
  await expect(name).toHaveValue('a/b');
  await expect(dialog(page)).toBeHidden();
});

test('closed before its code arrives, the search still gives focus back to the Search button', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/site-search-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/terms');
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  release();
});

test('the keyboard moves between the field and the results, Enter follows the first, Escape returns focus to the button', async ({ page }) => {
  await page.goto('/terms');
  await searchButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(field(page)).toBeFocused();
  await search(page, common);
  const links = results(page);
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(field(page)).toBeFocused();
  // Tab goes from the field to the results in order; the Close button sits before the field.
  await page.keyboard.press('Tab');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('button', { name: copy.close, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();

  await searchButton(page).click();
  await search(page, rare.word);
  const first = await links.first().getAttribute('href');
  await field(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`${first}$`));
});

test('a nonsense query says nothing matched what was searched, and offers the menu and contact', async ({ page }) => {
  await page.goto('/terms');
  await searchButton(page).click();
  await search(page, 'zzqxjv');
  await expect(dialog(page).getByRole('status')).toHaveText(fill(copy.noResults, { query: 'zzqxjv' }));
  await expect(results(page)).toHaveCount(0);
  await expect(dialog(page).getByText(copy.noResultsHelp)).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: copy.contact.label, exact: true })).toHaveAttribute('href', copy.contact.href);
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: copy.openMenu, exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  const menu = page.getByRole('dialog', { name: header.menuLabel, exact: true });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test('nothing of the search is loaded before it opens; then only from the site itself', async ({ page }) => {
  const requests: Request[] = [];
  const external: string[] = [];
  page.on('request', (request) => requests.push(request));
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => {
      external.push(route.request().url());
      return route.abort();
    },
  );
  for (const path of ['/', '/terms', '/careers']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(requests.map((request) => request.url()).filter(isSearchRequest), 'search requests before opening').toEqual([]);
  expect(await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).not.toContainEqual(
    expect.stringContaining('site-search'),
  );

  const before = requests.length;
  await searchButton(page).click();
  await search(page, rare.word);
  const after = requests.slice(before).map((request) => new URL(request.url()));
  expect(after.some((url) => /\/assets\/site-search-/.test(url.pathname))).toBe(true);
  expect(after.some((url) => url.pathname === '/pagefind/pagefind.js')).toBe(true);
  // The page's own language picks the index: an English page reads the English one.
  expect(after.some((url) => /^\/pagefind\/pagefind\.en_[0-9a-f]+\.pf_meta$/.test(url.pathname))).toBe(true);
  expect(after.every((url) => url.origin === new URL(page.url()).origin)).toBe(true);
  expect(external).toEqual([]);
});

test('search works under the page’s policy where Pagefind’s worker cannot run (WebAssembly in the page)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route('**/pagefind/pagefind-worker.js', (route) => route.abort());
  const response = await page.goto('/terms');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
  await searchButton(page).click();
  await search(page, rare.word);
  await expect(dialog(page).locator(`a[href="${rare.product.path}"]`)).toBeVisible();
  expect(violations).toEqual([]);
});

test('the open dialog, with results, has no axe violations at 390px and 1440px', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/terms');
    await expect(searchButton(page)).toBeVisible();
    await searchButton(page).click();
    await expectNoAxeViolations(page);
    await search(page, common);
    await expectNoAxeViolations(page);
    // The dialog fits the screen; its results scroll inside it.
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test('the page behind the open search cannot scroll', async ({ page }) => {
  await page.goto('/terms');
  await searchButton(page).click();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

const arabic = join(process.cwd(), 'build', 'client', 'ar');
test('on an Arabic page the search reads the Arabic index and finds Arabic pages only', async ({ page }) => {
  test.skip(!existsSync(arabic) || !readdirSync(arabic).length, 'this build has no Arabic edition');
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // A word of the page's own heading is surely in the Arabic index.
  const word = (await page.getByRole('heading', { level: 1 }).innerText()).split(/\s+/).find((w) => w.length > 3) ?? '';
  const metas: string[] = [];
  page.on('request', (request) => {
    if (/\.pf_meta$/.test(request.url())) metas.push(new URL(request.url()).pathname);
  });
  await page.getByRole('banner').locator('[data-search-open]').click();
  await page.getByRole('dialog').getByRole('searchbox').fill(word);
  await expect(page.getByRole('dialog').getByRole('list').getByRole('link').first()).toBeVisible();
  expect(metas.every((path) => /pagefind\.ar_/.test(path)) && metas.length > 0).toBe(true);
  const hrefs = await page
    .getByRole('dialog')
    .getByRole('list')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/ar(\/|$)/);
});
