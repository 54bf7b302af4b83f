/**
 * Company pages: /robotics (/about), /point-ai-education, /funding and the four presence pages.
 * Every test runs against the built site on 127.0.0.1; nothing may leave it.
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  actionsOf,
  literal,
  news,
  pageContent,
  pageHeading,
  pageWords,
  sectionOf,
  sectionsOf,
  shownSectionOf,
  shownSections,
  site,
  unshown,
} from './content';
import { canonicalHref, firstText, folded, found, pageText, tags } from '../../scripts/build/built-html';
import { expectNoAxeViolations, rawHtml, watchConsole } from './support';

/** Every HTML file of the build. */
function builtHtmlFiles(dir = join(process.cwd(), 'build', 'client')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' || name === 'images' ? [] : builtHtmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** Every value of an attribute (`href`, `src`) on any element of the raw HTML, entities decoded. */
const valuesOf = (html: string, name: string) => tags(html, '*').flatMap((attrs) => (attrs[name] === undefined ? [] : [attrs[name]]));

async function prerendered(page: Page, path: string) {
  const { status, html } = await rawHtml(page, path);
  expect(status, `${path} status`).toBe(200);
  return { html, text: pageText(html) };
}

/** Fails the test if any request leaves 127.0.0.1. */
function recordRequests(page: Page) {
  const outside: string[] = [];
  const all: string[] = [];
  page.on('request', (request) => {
    all.push(request.url());
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob'))
      outside.push(request.url());
  });
  return { outside, all };
}

/** The address a mailbox content names (`mail: sales`) has in content/site.yaml. */
const mailboxOf = (name: string | undefined) => new Map(Object.entries(site().mailboxes)).get(name ?? '');

/**
 * The page at `path` as a visitor without JavaScript reads it, against what content/ gives it:
 * its h1, every word its sections draw, and every button and link with what it does.
 */
async function expectReadable(page: Page, path: string) {
  const { html, text } = await prerendered(page, path);
  expect(firstText(html, 'h1'), `${path} h1`).toBe(pageHeading(path));
  const missing = pageWords(path).filter((word) => !text.includes(word));
  expect(missing, `${path}: words its content gives that a visitor without JavaScript does not read`).toEqual([]);
  for (const { label, href, mail, subject, download } of actionsOf(path)) {
    expect(text, `${path}: the button "${label}"`).toContain(label);
    if (href) expect(valuesOf(html, 'href'), `${path}: "${label}" leads to ${href}`).toContain(href);
    if (download) expect(valuesOf(html, 'href'), `${path}: "${label}" downloads ${download}`).toContain(download);
    if (mail) {
      const draft = `mailto:${mailboxOf(mail)}?subject=${encodeURIComponent(subject ?? '')}`;
      expect(
        valuesOf(html, 'href').filter((value) => value.startsWith(draft)),
        `${path}: "${label}" drafts to ${mail}`,
      ).not.toEqual([]);
    }
  }
  return { html, text };
}

/** Words the site once made up where the company had given none: each must stay off the page unless content/ now says it. */
function expectNoneInvented(path: string, text: string, invented: string[]) {
  const given = JSON.stringify(pageContent(path).content) + readFileSync(pageContent(path).file, 'utf8');
  for (const word of invented)
    if (!given.toLowerCase().includes(word.toLowerCase())) expect(text.toLowerCase(), `${path}: "${word}"`).not.toContain(word.toLowerCase());
}

test.describe('facts are in the prerendered HTML', () => {
  test('a visitor without JavaScript reads the about page, at /robotics and at /about', async ({ page }) => {
    for (const path of ['/robotics', '/about']) {
      const { html, text } = await expectReadable(page, path);
      // Each figure says what it counts: a highlight's figure stands with its title ("4 R&D centres", never "4 — Expert team").
      for (const { value, title } of sectionsOf(path, 'highlights').flatMap((section) => section.items))
        expect(text, `${path}: ${value} ${title}`).toContain(`${value} ${title}`);
      // No band holding only a number while no leader is named (docs/decisions/3350); no invented titles or duties, and no faceless avatar (2710).
      for (const leaders of sectionsOf(path, 'leaders'))
        if (!leaders.items?.length) expect(text).not.toContain(`${leaders.total} ${leaders.totalLabel}`);
      expectNoneInvented(path, text, ['Founder', 'Chief Technology Officer', 'CEO', 'designed and built in India', 'born in']);
      const hero = sectionOf(path, 'media-hero');
      if (hero.image) expect(valuesOf(html, 'src')).toContain(hero.image.src);
      expect(canonicalHref(html)).toBe(new URL('/robotics', site().url).href);
    }
  });

  test('a visitor reads what AI in Education offers, with the school brand site and a way to get in touch', async ({ page }) => {
    const path = '/point-ai-education';
    const { html, text } = await expectReadable(page, path);
    // Curricula and labs are not among the facts: the page does not offer them (docs/decisions/2713).
    expectNoneInvented(path, text, ['curricula', 'curriculum']);
    sectionsOf(path, 'brand-panel').forEach((_, index) => expect(valuesOf(html, 'href')).toContain(shownSectionOf(path, 'brand-panel', index).href));
  });

  test('a visitor reads the India headquarters, R&D centres, hours and how many partners there are', async ({ page }) => {
    const path = '/locations/india';
    const { text } = await expectReadable(page, path);
    // Partners labelled Academic, Research or Industry, and no names until the company gives them: no band of a lone number (docs/decisions/3350), nothing invented.
    for (const partners of sectionsOf(path, 'partners'))
      if (!partners.items?.length) expect(text).not.toContain(`${partners.total} ${partners.totalLabel}`);
    expectNoneInvented(path, text, ['Engineering college', 'Manufacturing partner', 'Research lab']);
    // SPEC section 2: 'Become a Partner' goes to /contact.
    expect(actionsOf(path).some((action) => action.href === '/contact')).toBe(true);
  });

  for (const path of ['/locations/uae', '/locations/saudi']) {
    test(`a visitor on ${path} reads what the company offers there and how to reach it`, async ({ page }) => {
      await expectReadable(page, path);
      // Every mailbox the page offers is a mail draft with a subject.
      expect(actionsOf(path).some((action) => action.mail)).toBe(true);
      expect(actionsOf(path).some((action) => action.href === '/contact')).toBe(true);
    });
  }

  test('a visitor reads the global figures and four regions with their countries', async ({ page }) => {
    const path = '/locations/global';
    const { html } = await expectReadable(page, path);
    for (const { value, label } of sectionsOf(path, 'stats').flatMap((section) => section.items ?? [])) {
      // The figure is bidi-isolated (docs/decisions/1801).
      const shown = found(html, 'dl').flatMap((list) => {
        const [terms, values] = [list.all('dt'), list.all('dd')];
        return terms.map((term, i) => ({
          term: folded(term.text),
          bdi: (values[i]?.children() ?? []).map((child) => child.name === 'bdi' && folded(child.text)),
        }));
      });
      expect(shown, `${label}: ${value}`).toContainEqual({ term: label, bdi: [value] });
    }
    const regions = found(html, 'h3').map((heading) => folded(heading.text));
    expect(regions).toEqual(sectionOf(path, 'regions').items.map((region) => region.name));
    // SPEC section 2: 'Become a Partner' and 'Contact Global Team' go to /contact.
    expect(actionsOf(path).filter((action) => action.href === '/contact').length).toBeGreaterThan(0);
  });

  test('a visitor reads the funding announcement, with a local flag and the news item linked', async ({ page }) => {
    const path = '/funding';
    const { html } = await expectReadable(page, path);
    // A tile: a list item of a drawing and its label, nothing else.
    const tiles = found(html, 'li')
      .map((item) => item.children())
      .filter((children) => children.map((child) => child.name).join(' ') === 'svg span')
      .map(([, label]) => label!.text);
    expect(tiles).toEqual(sectionOf(path, 'icon-tiles').tiles.map((tile) => tile.label));
    const { flag } = sectionOf(path, 'announcement-hero');
    if (flag) expect(valuesOf(html, 'src')).toContain(flag.src);
    expect(html).not.toMatch(/flagcdn|flagsapi|countryflags/i);
    for (const mention of sectionsOf(path, 'news-mention')) expect(valuesOf(html, 'href')).toContain(mention.link.href);
  });
});

test.describe('funding celebration', () => {
  const celebration = sectionOf('/funding', 'celebration');

  test('a visitor sees the toast for 5 s and confetti every 250 ms for 5 s, fading out', async ({ page }) => {
    const console = watchConsole(page);
    const requests = recordRequests(page);
    await page.clock.install({ time: new Date('2025-01-15T10:00:00Z') });
    await page.clock.pauseAt(new Date('2025-01-15T10:00:01Z'));
    await page.goto('/funding');
    const confetti = page.getByTestId('confetti');
    const toast = page.getByRole('listitem').filter({ hasText: celebration.title });

    // The first burst fires as soon as canvas-confetti has loaded; time stands still until we move it.
    await expect(confetti).toHaveAttribute('data-state', 'running');
    await expect(confetti).toHaveAttribute('data-bursts', '1');
    await expect(confetti).toHaveAttribute('data-particles', '50');
    // Under the sticky header (z-index 50), never over it (issue 43).
    await expect(page.locator('#main canvas[aria-hidden="true"]')).toHaveCSS('z-index', '40');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(celebration.description);

    await page.clock.runFor(1000);
    await expect(confetti).toHaveAttribute('data-bursts', '5');
    await expect(confetti).toHaveAttribute('data-particles', '40');

    await page.clock.runFor(3500);
    await expect(confetti).toHaveAttribute('data-bursts', '19');
    await expect(confetti).toHaveAttribute('data-particles', '5');
    await expect(toast).toBeVisible();

    await page.clock.runFor(1500);
    await expect(confetti).toHaveAttribute('data-state', 'done');
    await expect(confetti).toHaveAttribute('data-bursts', '20');
    await expect(toast).toHaveCount(0);

    expect(requests.all.some((url) => /\/assets\/confetti[^/]*\.js$/.test(url))).toBe(true);
    expect(requests.outside).toEqual([]);
    console.assertNone();
  });

  test('a visitor who prefers reduced motion gets the toast and no confetti', async ({ page }) => {
    const requests = recordRequests(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/funding');
    await expect(page.getByRole('listitem').filter({ hasText: celebration.title })).toBeVisible();
    await expect(page.getByTestId('confetti')).toHaveAttribute('data-state', 'off');
    await expect(page.locator('canvas')).toHaveCount(0);
    expect(requests.all.filter((url) => /confetti/.test(url))).toEqual([]);
  });

  test('the announcement fades in after 300 ms, and a visitor without JavaScript still reads it', async ({ page, browser }) => {
    await page.goto('/funding');
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toHaveCSS('opacity', '1');
    // The fade is a CSS animation, which starts whenever the block first gets a style. Put the
    // block back into the page and read the animation that starts: deterministic, unlike sampling
    // frames of the first load on a busy machine.
    const reveal = await page.evaluate(() => {
      const block = document.querySelector('h1')!.parentElement!;
      const parent = block.parentElement!;
      const next = block.nextSibling;
      block.remove();
      parent.insertBefore(block, next);
      const opacityAtStart = Number(getComputedStyle(block).opacity);
      const fade = block.getAnimations().find((a) => a instanceof CSSAnimation && a.animationName === 'fade-in-rise');
      const effect = fade?.effect instanceof KeyframeEffect ? fade.effect : undefined;
      return {
        opacityAtStart,
        from: Number(effect?.getKeyframes()[0]?.opacity),
        delay: Number(effect?.getTiming().delay),
        duration: Number(effect?.getTiming().duration),
      };
    });
    expect(reveal.from, 'the content starts hidden').toBe(0);
    expect(reveal.duration, 'and is in full view 300 ms after it starts').toBe(300);
    expect(reveal.opacityAtStart, 'nothing shows during the delay').toBe(0);
    expect(reveal.delay, 'the fade waits 300 ms').toBe(300);
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toHaveCSS('opacity', '1');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/funding');
    await expect(noScript.getByRole('heading', { level: 1, name: pageHeading('/funding'), exact: true })).toBeVisible();
    await expect(
      noScript.locator('[data-section="announcement-hero"]').getByText(sectionOf('/funding', 'announcement-hero').amount, { exact: true }),
    ).toBeVisible();
    // The sections that appear late are there too.
    for (const { heading } of sectionsOf('/funding', 'icon-tiles'))
      await expect(noScript.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await context.close();
  });

  test('canvas-confetti is referenced by the celebration section module only', () => {
    const assets = join(process.cwd(), 'build', 'client', 'assets');
    const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const chunk = files.filter((name) => readFileSync(join(assets, name), 'utf8').includes('OffscreenCanvas'));
    expect(chunk, 'one chunk holds canvas-confetti').toHaveLength(1);
    const importers = files.filter((name) => name !== chunk[0] && readFileSync(join(assets, name), 'utf8').includes(chunk[0]!));
    expect(importers.map((name) => name.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['Celebration']);
    for (const html of builtHtmlFiles()) expect(readFileSync(html, 'utf8'), html).not.toContain(chunk[0]);
  });

  test('a visitor loads canvas-confetti on /funding and on no other page', async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    const confetti = () => [...scripts].filter((path) => /confetti/i.test(path));
    for (const path of ['/', '/robotics', '/locations/india', `/news/${news()[0]!.slug}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(confetti(), `${path} loads canvas-confetti`).toEqual([]);
    }
    await page.goto('/funding');
    await expect.poll(confetti).toHaveLength(1);
  });
});

/** The purpose cards of /robotics as content/ gives them: how many, and their controls' labels. */
const purpose = sectionOf('/robotics', 'card-carousel');
/** The card selected after `moves` moves of the carousel, wrapping after the last. */
const cardAfter = (moves: number) => String(moves % purpose.items.length);

/** /robotics at phone width with the page clock paused: the purpose cards move only when a test moves time. */
async function purposeOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install({ time: new Date('2025-01-15T10:00:00Z') });
  await page.clock.pauseAt(new Date('2025-01-15T10:00:01Z'));
  await page.goto('/robotics');
  const carousel = page.getByRole('region', { name: purpose.labels.label, exact: true });
  // It runs once the visitor scrolls to it (src/islands/start.ts).
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

test.describe('about page motion', () => {
  test('the particle count follows the window width and the canvas stops off screen and in a hidden tab', async ({ page }) => {
    // The page's clock stands still but for the moment that wakes the drift: its 5 s of motion
    // (issue 46) are not used up while this test resizes and scrolls.
    await page.clock.install({ time: new Date('2026-11-29T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-29T10:00:01Z'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/robotics');
    const canvas = page.locator('canvas[data-particles]');
    await expect(canvas).toHaveAttribute('data-particles', '72');
    await page.clock.runFor(2100);
    await expect(canvas).toHaveAttribute('data-running', 'true');

    // A resize is taken at the next frame: a tenth of a second of the clock.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.clock.runFor(100);
    await expect(canvas).toHaveAttribute('data-particles', '40');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.runFor(100);
    await expect(canvas).toHaveAttribute('data-particles', '19');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(canvas).toHaveAttribute('data-running', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(canvas).toHaveAttribute('data-running', 'true');

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(canvas).toHaveAttribute('data-running', 'false');
  });

  test('under reduced motion the particle canvas holds still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/robotics');
    const canvas = page.locator('canvas[data-particles]');
    await expect(canvas).toHaveAttribute('data-particles', /\d+/);
    await expect(canvas).toHaveAttribute('data-running', 'false');
  });

  test('on a phone the purpose cards auto-scroll every 5 s, hold on focus and stop on pause', async ({ page }) => {
    const carousel = await purposeOnPhone(page);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await expect(carousel).toHaveAttribute('data-selected', '0');

    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute('data-selected', cardAfter(1));
    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute('data-selected', cardAfter(2));

    const pause = carousel.getByRole('button', { name: purpose.labels.pause, exact: true });
    await pause.focus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'held');
    await page.clock.runFor(6000);
    await expect(carousel).toHaveAttribute('data-selected', cardAfter(2));

    await pause.click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(11000);
    await expect(carousel).toHaveAttribute('data-selected', cardAfter(2));
    await expect(carousel.getByRole('button', { name: purpose.labels.play, exact: true })).toBeVisible();
  });

  test('under reduced motion the purpose cards never auto-scroll', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await purposeOnPhone(page);
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await page.clock.runFor(11000);
    await expect(carousel).toHaveAttribute('data-selected', '0');
  });

  test('on a phone a visitor swipes the purpose cards or scrolls them with the keyboard: the dots follow and automatic scrolling stops for good', async ({
    page,
  }) => {
    const carousel = await purposeOnPhone(page);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    const strip = carousel.getByRole('group', { name: purpose.labels.label, exact: true });
    const dots = carousel.getByRole('button', { name: new RegExp(`^${literal(purpose.labels.goTo)}`) });

    // A finger on the strip, then the strip scrolls to its end as the browser does for a swipe.
    await strip.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const last = (await dots.count()) - 1;
    await expect(carousel).toHaveAttribute('data-selected', String(last));
    await expect(dots.nth(last)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(11000);
    await expect(carousel).toHaveAttribute('data-selected', String(last));

    await dots.first().click();
    await expect(carousel).toHaveAttribute('data-selected', '0');
    // Keyboard users reach the strip and scroll it with the arrow keys.
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('data-selected', '1');
  });

  test('the footer shows the year the visitor reads the page in', async ({ page }) => {
    await page.clock.install({ time: new Date('2031-03-01T09:00:00Z') });
    await page.goto('/about');
    await expect(page.getByTestId('current-year')).toHaveText('2031');
  });
});

test.describe('presence pages', () => {
  test('the India page makes no request to a video host, or anywhere else, until the visitor asks', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/locations/india');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(requests.outside).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    const { video } = sectionOf('/locations/india', 'media-hero');
    if (video) await expect(page.getByRole('img', { name: video.poster.alt, exact: true })).toBeVisible();
  });

  test('a visitor plays the India video, and only then does the video host load', async ({ page }) => {
    const requests = recordRequests(page);
    await page.route(/youtube-nocookie\.com|vimeo\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>stub</p>' }));
    await page.goto('/locations/india');
    const { video } = sectionOf('/locations/india', 'media-hero');
    test.skip(!video, 'content/pages/locations/india.mdx has no video');
    const play = page.getByRole('button', { name: new RegExp(literal(video!.loadLabel)) });
    test.skip((await play.count()) === 0, 'content/pages/locations/india.mdx has no video.embedUrl yet: the company supplies its video address');
    expect(requests.outside).toEqual([]);
    await play.click();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect.poll(() => requests.outside.length).toBeGreaterThan(0);
  });

  test('presence page text is readable without JavaScript (the fade-in is decoration)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/locations/india', '/locations/uae', '/locations/saudi', '/locations/global']) {
      await page.goto(path);
      // Every shown section's heading, down to the last (a roster none of whom is named yet is not shown).
      for (const section of shownSections(path))
        if (!unshown(section) && 'heading' in section && typeof section.heading === 'string')
          await expect(page.getByRole('heading', { name: section.heading, exact: true }).first()).toBeVisible();
    }
    await context.close();
  });
});

test.describe('accessibility', () => {
  // Every page, these among them, passes axe at 1280 and 390 px with no console error: tests/e2e/every-page.spec.ts.

  test('/robotics on a phone, with its carousel controls, has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/robotics');
    await page.getByRole('region', { name: purpose.labels.label, exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: purpose.labels.pause, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
