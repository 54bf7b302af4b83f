/** Every route of the built site, as a visitor and a crawler meet it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { literal, notFoundCopy, pageContent, pageHeading, site } from './content';
import { canonicalHref, firstText, meta, tags } from '../../scripts/build/built-html';
import { allBuiltRoutes, builtRoutes, hydrated, menuDestinations, rawHtml, tablePaths } from './support';

const routes = builtRoutes();
// The shell's words (header, menu, footer) as content/site.yaml gives them.
const { header, footer: shellFooter, menu: groups, socials, ui } = site();
/** The label content/site.yaml gives the link to `href` in a language's footer. */
const footerLabel = (href: string, lang: 'en' | 'ar' = 'en') => {
  const link = site(lang)
    .footer.groups.flatMap((group) => group.links)
    .find((item) => item.href === href);
  if (!link) throw new Error(`content/site.yaml: the footer has no link to ${href}`);
  return link.label;
};

test('the build holds every route of the route table', () => {
  for (const path of tablePaths()) expect(routes, path).toContain(path);
});

// Each page's status, heading, head tags, console and axe: tests/e2e/every-page.spec.ts.

test('every internal link on every page leads to a page that answers 200', async ({ request }) => {
  const targets = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    for (const { href } of tags(html, 'a')) if (href?.startsWith('/')) targets.add(href.split(/[#?]/)[0]!);
  }
  const broken: string[] = [];
  for (const href of targets) {
    const response = await request.get(href);
    if (response.status() !== 200) broken.push(`${href} → ${response.status()}`);
  }
  expect(broken).toEqual([]);
  expect(targets.size).toBeGreaterThan(20);
});

test.describe('aliases render one page with one canonical address', () => {
  for (const [alias, primary] of [
    ['/about', '/robotics'],
    ['/rhino', '/defense/rhino'],
    ['/guardian', '/defense/guardian'],
  ] as const) {
    test(`${alias} shows ${primary} and names it canonical`, async ({ page }) => {
      const a = await rawHtml(page, alias);
      const p = await rawHtml(page, primary);
      expect(a.status).toBe(200);
      expect(firstText(a.html, 'h1')).toBe(firstText(p.html, 'h1'));
      const canonical = canonicalHref(a.html);
      expect(new URL(canonical!).pathname).toBe(primary);
    });
  }
});

test.describe('/newsroom redirects to /news', () => {
  test('the server answers with a permanent redirect', async ({ request }) => {
    const response = await request.get('/newsroom', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/news');
  });

  test('without a redirecting host, the static page refreshes to /news and names it canonical', () => {
    // The file a host without redirects would serve at /newsroom (this server answers 301).
    const html = readFileSync(join('build', 'client', 'newsroom', 'index.html'), 'utf8');
    expect(tags(html, 'meta').find((tag) => tag['http-equiv'] === 'refresh')?.content).toBe('0; url=/news');
    expect(canonicalHref(html)).toMatch(/^https:\/\/.+\/news$/);
  });

  test('an old link to /newsroom lands on /news and leaves no /newsroom entry in history', async ({ page }) => {
    await page.goto('/terms', { waitUntil: 'networkidle' });
    // Outside the React root, so hydration cannot remove it: a plain link from another site.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/newsroom';
      link.textContent = 'old newsroom link';
      document.body.prepend(link);
    });
    await page.getByText('old newsroom link').click();
    await expect(page).toHaveURL(/\/news$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('on a host without redirects, the page served at /newsroom takes the visitor to /news', async ({ page }) => {
    // Serve the built file itself at /newsroom, as a host that ignores _redirects would.
    const html = readFileSync(join('build', 'client', 'newsroom', 'index.html'), 'utf8');
    await page.route('**/newsroom', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto('/terms', { waitUntil: 'networkidle' });
    await page.goto('/newsroom');
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: pageHeading('/news'), exact: true })).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    const copy = notFoundCopy();
    const response = await page.goto('/no-such-robot');
    expect(response?.status()).toBe(404);
    // SPEC section 8 gives the not-found page's heading and text.
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText("Looks like you've followed a broken link or entered a URL that doesn't exist on this site.")).toBeVisible();
    await expect.poll(() => messages.some((m) => m.includes('/no-such-robot'))).toBe(true);
    await page.getByRole('link', { name: copy.homeLabel, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the build ships 404.html for static hosts, kept out of search results', async ({ request }) => {
    const html = await (await request.get('/404.html')).text();
    expect(firstText(html, 'h1')).toBe('Page not found');
    expect(meta(html, 'robots')).toBe('noindex');
  });
});

test.describe('header and menu', () => {
  /** The header's computed box-shadow once the page sits at `y`. */
  const shadowAt = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    // The scroll timeline updates the shadow with the next frames, not with the scroll itself.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return page.getByRole('banner').evaluate((header) => getComputedStyle(header).boxShadow);
  };

  test('the header gains a shadow after 20px of scroll', async ({ page }) => {
    await page.goto('/terms');
    const atRest = await shadowAt(page, 0);
    expect(await shadowAt(page, 15)).toBe(atRest);
    const scrolled = await shadowAt(page, 60);
    expect(scrolled).not.toBe(atRest);
    expect(scrolled).toContain('8px 24px -12px');
    expect(await shadowAt(page, 10)).toBe(atRest);
  });

  test('Talk to us reads "Talk" on small screens and leads to /contact', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/terms');
    await expect(page.getByRole('banner').getByRole('link', { name: header.talk.shortLabel, exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    const talk = page.getByRole('banner').getByRole('link', { name: header.talk.label, exact: true });
    await expect(talk).toBeVisible();
    await talk.click();
    await expect(page).toHaveURL(new RegExp(`${header.talk.href}$`));
  });

  const menuButton = (page: Page) => page.getByRole('button', { name: header.menuLabel, exact: true });

  const openMenu = async (page: Page) => {
    await page.goto('/terms');
    await menuButton(page).click();
    const menu = page.getByRole('dialog', { name: header.menuLabel, exact: true });
    await expect(menu).toBeVisible();
    return menu;
  };

  /** Where focus is: in the menu, outside the page (the browser's own controls), or the element that holds it. */
  const focusPlace = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return 'outside the page';
      return focused.closest('#site-menu') ? 'menu' : focused.outerHTML.slice(0, 120);
    });

  test('the menu shows every group and link, and focus moves into it', async ({ page }) => {
    const menu = await openMenu(page);
    // Every group and destination content/site.yaml lists, with its address.
    for (const group of groups) await expect(menu.getByRole('heading', { name: group.heading, exact: true })).toBeVisible();
    const destinations = menuDestinations('en');
    for (const { label, href } of destinations) await expect(menu.locator(`a[href="${href}"]`, { hasText: label }).first()).toBeVisible();
    for (const { href } of socials) {
      await expect(menu.locator(`a[href="${href}"]`)).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(menu.locator(`a[href="${href}"]`)).toHaveAttribute('target', '_blank');
    }
    await expect(menu.locator(`a[href="${destinations[0]!.href}"]`).first()).toBeFocused();
  });

  test('Tab and Shift+Tab keep focus within the open menu', async ({ page }) => {
    const menu = await openMenu(page);
    const links = await menu.getByRole('link').count();
    const visited = new Set<string>();
    // Enough presses to go round the menu twice; a modal dialog lets focus step out to the
    // browser's own controls on the way round, never to the page behind it.
    for (let i = 0; i < 2 * (links + 2); i++) {
      await page.keyboard.press('Tab');
      expect(await focusPlace(page)).toMatch(/^(menu|outside the page)$/);
      visited.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(visited.size).toBeGreaterThan(links);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusPlace(page)).toMatch(/^(menu|outside the page)$/);
    }
  });

  test('the page behind the open menu cannot scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await openMenu(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.move(640, 20);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('Escape closes the menu and focus returns to the Menu button', async ({ page }) => {
    const menu = await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('the Menu button reads "Close menu" in place while the menu is open, and closes it', async ({ page }) => {
    await page.goto('/terms');
    const opener = (await menuButton(page).boundingBox())!;
    await menuButton(page).click();
    const menu = page.getByRole('dialog', { name: header.menuLabel, exact: true });
    const close = menu.getByRole('button', { name: header.closeLabel, exact: true });
    await expect(close).toBeVisible();
    // Same row, same right edge: only the label grows to the left.
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.y).toBe(opener.y);
    expect(closeBox.x + closeBox.width).toBeCloseTo(opener.x + opener.width, 1);
    await close.click();
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
  });

  test('a click outside the menu links closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const menu = await openMenu(page);
    const box = (await menu.boundingBox())!;
    // Below the last row of links, and in the margin beside them.
    await page.mouse.click(640, box.y + box.height + 20);
    await expect(menu).toBeHidden();
    await menuButton(page).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(box.x - 8, box.y + 40);
    await expect(menu).toBeHidden();
  });

  test('a click on the header beside the open menu closes it', async ({ page }) => {
    const menu = await openMenu(page);
    const logo = (await page.getByRole('link', { name: header.homeLabel, exact: true }).first().boundingBox())!;
    const close = (await menu.getByRole('button', { name: header.closeLabel, exact: true }).boundingBox())!;
    // The empty stretch of header between the logo and the Close menu button.
    await page.mouse.click((logo.x + logo.width + close.x) / 2, close.y + close.height / 2);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('following a menu link closes the menu and shows the new page', async ({ page }) => {
    const menu = await openMenu(page);
    await menu.locator('a[href="/privacy"]').first().click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: pageHeading('/privacy'), exact: true })).toBeVisible();
  });

  test('a same-page link followed from the menu closes it', async ({ page }) => {
    const menu = await openMenu(page);
    await hydrated(page);
    // No menu link points into the page today; one a copywriter might add.
    await menu.evaluate((dialog) => {
      const link = Object.assign(document.createElement('a'), { href: '#main', textContent: 'Jump to the page' });
      dialog.querySelector('ul')?.append(link);
    });
    await menu.getByRole('link', { name: 'Jump to the page' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/terms#main$/);
  });

  test('where <dialog closedby> is missing (Safari), the shell script closes the menu on a click outside', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'closedBy');
      document.addEventListener('DOMContentLoaded', () => document.getElementById('site-menu')?.removeAttribute('closedby'));
    });
    await page.goto('/terms');
    await hydrated(page);
    await menuButton(page).click();
    const menu = page.getByRole('dialog', { name: header.menuLabel, exact: true });
    await expect(menu).toBeVisible();
    await page.mouse.click(600, 40);
    await expect(menu).toBeHidden();
  });

  test('where invoker commands are missing, the shell script opens and closes the menu', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(HTMLButtonElement.prototype, 'command');
      // Count what script does: the browser's own command handling does not call these.
      for (const method of ['showModal', 'close'] as const) {
        const native = HTMLDialogElement.prototype[method];
        HTMLDialogElement.prototype[method] = function (this: HTMLDialogElement) {
          this.dataset[method] = String(Number(this.dataset[method] ?? 0) + 1);
          native.call(this);
        };
      }
    });
    await page.goto('/terms');
    await hydrated(page);
    await menuButton(page).click();
    const menu = page.getByRole('dialog', { name: header.menuLabel, exact: true });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('data-show-modal', '1');
    await menu.getByRole('button', { name: header.closeLabel, exact: true }).click();
    await expect(menu).toBeHidden();
    // Closed, the dialog is out of the accessibility tree: find it by its id.
    await expect(page.locator('#site-menu')).toHaveAttribute('data-close', '1');
  });
});

test.describe('footer and scroll-to-top', () => {
  test('the footer links every page it lists and opens socials in new tabs', async ({ page }) => {
    await page.goto('/terms');
    const footer = page.locator('footer');
    for (const href of [
      '/tara',
      '/tara-gen2',
      '/tara-gen3',
      '/defense/rhino',
      '/defense/guardian',
      '/robotics',
      '/physical-ai',
      '/news',
      '/careers',
      '/contact',
      '/locations/india',
      '/locations/uae',
      '/locations/saudi',
      '/terms',
      '/privacy',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first(), href).toBeAttached();
    }
    const socials = footer.locator('a[target="_blank"]');
    expect(await socials.count()).toBeGreaterThanOrEqual(4);
    for (const link of await socials.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: shellFooter.partnership.action.label, exact: true })).toHaveAttribute(
      'href',
      shellFooter.partnership.action.href,
    );
  });

  test('every About us link leads to the canonical /robotics, the footer lists each page once, and the terms have one name', async ({ page }) => {
    // No page of the build links the alias /about (it still renders the page, as a route of its own).
    const CLIENT = join(process.cwd(), 'build', 'client');
    for (const route of allBuiltRoutes()) {
      const html = readFileSync(join(CLIENT, route, 'index.html'), 'utf8');
      expect(
        tags(html, '*').filter(({ href }) => href === '/about' || href === '/ar/about'),
        route,
      ).toEqual([]);
    }
    for (const [path, about, terms] of [
      ['/terms', footerLabel('/robotics'), footerLabel('/terms')],
      ['/ar/contact', footerLabel('/robotics', 'ar'), footerLabel('/terms', 'ar')],
    ] as const) {
      await page.goto(path);
      const footer = page.locator('footer');
      // On an Arabic page the link also says the page is in English.
      await expect(footer.getByRole('link', { name: new RegExp(`^${literal(about)}`) })).toHaveAttribute('href', /\/robotics$/);
      const hrefs = await footer
        .getByRole('navigation')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(10);
      expect(hrefs.length, `${path}: one footer link per page`).toBe(new Set(hrefs).size);
      // The menu is a closed dialog: its links are read from the markup.
      const termsLink = (where: Locator) => where.locator('a', { hasText: new RegExp(`^${literal(terms)}`) });
      const menuTerms = await termsLink(page.locator('#site-menu')).textContent();
      const footerTerms = await termsLink(footer).textContent();
      // Alike in both lists (on an Arabic page both also say the page is in English).
      expect(menuTerms).toBe(footerTerms);
      expect(menuTerms?.startsWith(terms), `${path}: ${menuTerms}`).toBe(true);
    }
  });

  test('the footer year is the year at view time, not the build year', async ({ page }) => {
    await page.clock.install({ time: new Date('2031-03-01T10:00:00Z') });
    await page.goto('/terms');
    await expect(page.getByTestId('current-year')).toHaveText('2031');
  });

  test('scroll-to-top appears past its threshold on /terms and brings the visitor back up', async ({ page }) => {
    const threshold = pageContent('/terms').scrollTopAfter;
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/terms');
    const button = page.getByRole('button', { name: ui.scrollTop, exact: true });
    await page.evaluate((y) => window.scrollTo(0, y), threshold - 50);
    await expect(button).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), threshold + 20);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});
