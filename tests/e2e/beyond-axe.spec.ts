/**
 * What axe cannot see (issue 46), on the real pages the issue names: text at 200 % and with the
 * WCAG 1.4.12 spacing override, forced colours, motion that stops by itself, messages that are
 * heard and stay, names in the page's language, and the Lows. Focus on every page, both
 * languages, at 390 and 1280 px, is in tests/e2e/every-page.spec.ts (`tabThrough`). Words are
 * read from content/ through the site's loaders: no test here pins today's copy.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadCareers, loadPageFile, loadSite } from '~/content/load.server';
import type { Page as ContentPage } from '~/content/schemas/page';
import { forcedColoursFindings, motionFindings, TEXT_200, TEXT_SPACING, textFitFindings, withForcedColours, withStyle } from './a11y-checks';
import { headerControlFindings, overflowFindings } from './checks/layout';
import { settled } from './checks/visit';
import { hydrated } from './support';

type Section = ContentPage['sections'][number];

/** A section of a page file, by kind: its copy, as the site reads it. */
function sectionOf<K extends Section['type']>(file: string, type: K): Extract<Section, { type: K }> {
  const found = loadPageFile(file).page.sections.find((section): section is Extract<Section, { type: K }> => section.type === type);
  if (!found) throw new Error(`${file} has no ${type} section`);
  return found;
}

/** Every page of a list opened in turn at a width, with a check run on each; the findings of all. */
async function across(page: Page, paths: string[], width: number, check: (page: Page) => Promise<string[]>): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  const out: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await hydrated(page);
    await settled(page);
    out.push(...(await check(page)).map((line) => `${path}: ${line}`));
  }
  return out;
}

const withinScreen = async (page: Page) => [
  ...(await textFitFindings(page)),
  ...(await overflowFindings(page)),
  ...(await headerControlFindings(page)),
];

test('with text at 200 % on a 1280 px screen, no figure, card, chip or button clips or overlaps (WCAG 1.4.4)', async ({ page }) => {
  await withStyle(page, TEXT_200);
  expect(await across(page, ['/', '/tara', '/octa-bot', '/ar'], 1280, withinScreen)).toEqual([]);
});

test('with the WCAG 1.4.12 text spacing, nothing clips or overlaps at 390 and 1280 px, the header included', async ({ page }) => {
  await withStyle(page, TEXT_SPACING);
  expect(await across(page, ['/', '/ar', '/octa-bot'], 390, withinScreen)).toEqual([]);
  expect(await across(page, ['/', '/news'], 1280, withinScreen)).toEqual([]);
});

test('a 1280 px window zoomed to 200 % (640 px) shows every figure of /octa-bot whole', async ({ page }) => {
  expect(await across(page, ['/octa-bot'], 640, withinScreen)).toEqual([]);
});

test('in forced colours, the chosen chip and the current story filter keep a mark, fields keep their borders and the carousels their dots', async ({
  page,
}) => {
  await withForcedColours(page);
  const careers = sectionOf('content/pages/careers.mdx', 'open-positions');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/careers');
  await hydrated(page);
  // A department other than All chosen: the pressed chip is one among unpressed ones.
  await page.getByRole('group', { name: careers.department.label }).getByRole('button', { pressed: false }).first().click();
  expect(await forcedColoursFindings(page)).toEqual([]);

  const news = sectionOf('content/pages/news.mdx', 'news-list');
  await page.goto('/news');
  await hydrated(page);
  await page.getByRole('navigation', { name: news.filter.label }).getByRole('link').nth(1).click();
  expect(await forcedColoursFindings(page)).toEqual([]);

  // Both carousels' dots: the home slide show's, and the /robotics strip's on a phone.
  for (const path of ['/', '/robotics']) {
    await page.goto(path);
    await hydrated(page);
    expect(await forcedColoursFindings(page), path).toEqual([]);
  }
  // The site search's field, in its dialog.
  await page.getByRole('banner').getByRole('button', { name: loadSite().search.open }).click();
  await expect(page.getByRole('dialog', { name: loadSite().search.title })).toBeVisible();
  expect(await forcedColoursFindings(page)).toEqual([]);
});

test('/funding with motion allowed: the symbols settle and the confetti ends within 5 s, under the header; the toast covers nothing', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-29T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-29T10:00:01Z'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/funding');
  const confetti = page.getByTestId('confetti');
  await expect(confetti).toHaveAttribute('data-state', 'running');
  // No animation of the page lasts more than 5 s: the drifting symbols rise and settle once.
  expect(await motionFindings(page)).toEqual([]);
  const canvas = page.locator('#main canvas[aria-hidden="true"]');
  const [banner, falling] = await Promise.all([page.getByRole('banner').boundingBox(), canvas.boundingBox()]);
  expect(falling!.y, 'the confetti falls from under the header').toBeGreaterThanOrEqual(banner!.y + banner!.height - 1);
  const [bannerZ, canvasZ] = await Promise.all([
    page.getByRole('banner').evaluate((node) => Number(getComputedStyle(node).zIndex)),
    canvas.evaluate((node) => Number(getComputedStyle(node).zIndex)),
  ]);
  expect(canvasZ).toBeLessThan(bannerZ);

  // The toast sits in room of its own: nothing of the page is under it.
  const celebration = sectionOf('content/pages/funding.mdx', 'celebration');
  const toast = page.getByRole('listitem').filter({ hasText: celebration.title });
  await expect(toast).toBeVisible();
  const under = await toast.evaluate((card) => {
    const box = card.getBoundingClientRect();
    const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.1, 0.5, 0.9].map((fy) => [box.left + box.width * fx, box.top + box.height * fy] as const));
    return points.flatMap(([x, y]) =>
      document
        .elementsFromPoint(x, y)
        .filter((element) => !card.contains(element) && !element.contains(card) && element.matches('a, button, p, h1, h2, h3, li, img, section'))
        .map((element) => element.outerHTML.slice(0, 60)),
    );
  });
  expect(under).toEqual([]);

  // 5 s, and the toast's exit.
  await page.clock.runFor(5300);
  await expect(confetti).toHaveAttribute('data-state', 'done');
  await expect(canvas).toHaveCount(0);
  await expect(toast).toHaveCount(0);
});

test('/robotics with motion allowed: the particles drift for 5 s, then hold still', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-29T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-29T10:00:01Z'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/robotics');
  const canvas = page.locator('canvas[data-particles]');
  await expect(canvas).toHaveAttribute('data-particles', /\d+/);
  // The drift starts once the page is idle (at most 2 s), frame by frame as the clock runs.
  await page.clock.runFor(2500);
  await expect(canvas).toHaveAttribute('data-running', 'true');
  const frame = () => canvas.evaluate((node: HTMLCanvasElement) => node.toDataURL());
  const moving = await frame();
  await page.clock.runFor(1000);
  expect(await frame(), 'it moves at first').not.toBe(moving);
  await page.clock.runFor(5000);
  await expect(canvas).toHaveAttribute('data-running', 'false');
  const rest = await frame();
  await page.clock.runFor(5000);
  expect(await frame(), 'and then holds still').toBe(rest);
  // Nothing else runs on: the purpose strip advances only under its own pause control.
  expect(await motionFindings(page)).toEqual([]);
});

test('a careers search with no match is heard: the count and "no match" are one live region', async ({ page }) => {
  const careers = sectionOf('content/pages/careers.mdx', 'open-positions');
  await page.goto('/careers');
  await hydrated(page);
  const region = page.locator('section#open-positions');
  const status = region.getByRole('status');
  await expect(status).toHaveCount(1);
  await expect(status).toHaveText(careers.count.replace('{count}', String(loadCareers().length)));
  await region.getByLabel(careers.search.label).fill('no position is called this');
  await expect(status).toHaveText(careers.empty);
  await region.getByRole('button', { name: careers.clear }).click();
  await expect(status).toHaveText(careers.count.replace('{count}', String(loadCareers().length)));
});

test('an empty newsletter address gets an error tied to its field, which stays until the address is one', async ({ page }) => {
  const newsletter = sectionOf('content/pages/news.mdx', 'newsletter');
  await page.clock.install({ time: new Date('2026-11-29T10:00:00Z') });
  await page.goto('/news');
  await hydrated(page);
  const field = page.getByLabel(newsletter.label);
  await page.getByRole('button', { name: newsletter.button }).click();
  const error = async () => {
    const id = await field.getAttribute('aria-describedby');
    return id ? page.locator(`[id="${id}"]`).innerText() : '';
  };
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await error()).toBe(newsletter.empty.text);
  await expect(field).toBeFocused();
  // The toast goes after its 5 s; the line under the field does not, nor while the address is unfinished.
  await page.clock.runFor(10_000);
  await field.pressSequentially('ward@');
  expect(await error()).toBe(newsletter.empty.text);
  await field.pressSequentially('hospital.example');
  await expect(field).not.toHaveAttribute('aria-invalid');
  expect(await error()).toBe('');
});

test('the contact form’s errors are tied to their fields and stay until each is put right', async ({ page }) => {
  const { form } = sectionOf('content/pages/contact.mdx', 'contact-form');
  await page.clock.install({ time: new Date('2026-11-29T10:00:00Z') });
  await page.goto('/contact');
  await hydrated(page);
  await page.getByRole('button', { name: form.submit.draft }).click();
  const required = [form.fields.name.label, form.fields.email.label, form.fields.message.label];
  for (const label of required) {
    const field = page.locator('form').getByLabel(label);
    await expect(field, label).toHaveAttribute('aria-invalid', 'true');
    const id = await field.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${id}"]`), label).toBeVisible();
  }
  await page.clock.runFor(10_000);
  for (const label of required) await expect(page.locator('form').getByLabel(label), label).toHaveAttribute('aria-invalid', 'true');
  await page.locator('form').getByLabel(form.fields.name.label).fill('Ward manager');
  await expect(page.locator('form').getByLabel(form.fields.name.label)).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('form').getByLabel(form.fields.message.label)).toHaveAttribute('aria-invalid', 'true');
});

test('on Arabic pages, carousels, slides and the footer’s link columns are named in Arabic', async ({ page }) => {
  const site = loadSite('ar');
  await page.goto('/ar');
  await hydrated(page);
  await expect(page.locator('[aria-roledescription]').first()).toHaveAttribute('aria-roledescription', site.ui.carousel);
  expect(
    new Set(await page.locator('[aria-roledescription]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-roledescription')))),
  ).toEqual(new Set([site.ui.carousel, site.ui.slide]));
  const columns = page.getByRole('contentinfo').getByRole('navigation');
  // Each column, and the one that gathers the pages in English only, named by its heading in Arabic.
  const headings = await columns.evaluateAll((navs) => navs.map((nav) => nav.querySelector('h2')?.textContent ?? ''));
  expect(headings).toEqual(expect.arrayContaining(site.footer.groups.map((group) => group.heading)));
  expect(await columns.evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')))).toEqual(
    headings.map((heading) => site.ui.footerLinks.replaceAll('{heading}', heading)),
  );
  // The status labels are in Arabic words (content/ar/site.yaml's ui.status): figures.spec.ts checks them.

  await page.goto('/ar/robotics');
  await hydrated(page);
  expect(
    new Set(await page.locator('[aria-roledescription]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-roledescription')))),
  ).toEqual(new Set([site.ui.carousel, site.ui.slide]));
});

/** A text as a pattern that matches it exactly. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** WCAG contrast of two CSS colours, as Chromium computes them (rgb/rgba, opaque enough to judge). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) =>
    (colour.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map((value) => Number(value) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('form fields: borders at least 3:1 and placeholders at least 4.5:1 against the field (contact, careers, newsletter)', async ({ page }) => {
  for (const path of ['/contact', '/careers', '/news']) {
    await page.goto(path);
    await hydrated(page);
    const fields = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('input:not([type="hidden"]), textarea')]
        .filter((field) => field.checkVisibility())
        .map((field) => {
          const style = getComputedStyle(field);
          let surface = 'rgb(255, 255, 255)';
          for (let up = field.parentElement; up; up = up.parentElement) {
            const colour = getComputedStyle(up).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)') {
              surface = colour;
              break;
            }
          }
          return {
            id: field.id,
            border: style.borderTopColor,
            fill: style.backgroundColor,
            surface,
            placeholder: getComputedStyle(field, '::placeholder').color,
          };
        }),
    );
    expect(fields.length, path).toBeGreaterThan(0);
    for (const field of fields) {
      expect(contrast(field.border, field.surface), `${path} #${field.id} border`).toBeGreaterThanOrEqual(3);
      expect(contrast(field.placeholder, field.fill), `${path} #${field.id} placeholder`).toBeGreaterThanOrEqual(4.5);
    }
  }
});

test('the "/" key opens the search only when focus is not in a field: typed in a field, it is text', async ({ page }) => {
  const careers = sectionOf('content/pages/careers.mdx', 'open-positions');
  const search = page.getByRole('dialog', { name: loadSite().search.title });
  await page.goto('/careers');
  await hydrated(page);
  const field = page.getByLabel(careers.search.label);
  await field.focus();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(search).toBeHidden();
  await field.blur();
  await page.keyboard.press('/');
  await expect(search).toBeVisible();
});

test('a home industry card is an honest disclosure: it holds its description, and shows × only when open', async ({ page }) => {
  await page.goto('/');
  const tile = page.locator('article:has(> div > details)').first();
  const summary = tile.locator('summary');
  const mark = summary.locator('[aria-hidden="true"]').last();
  const description = tile.locator(`[id="${await summary.getAttribute('aria-describedby')}"]`);
  // The description is what the disclosure holds.
  expect(await description.evaluate((node) => node.parentElement?.tagName)).toBe('DETAILS');
  const turned = () => mark.evaluate((node) => getComputedStyle(node).rotate);
  await summary.focus();
  await expect(description).toBeVisible();
  expect(await turned(), 'focus shows the description, with the + still a +').toBe('none');
  await page.keyboard.press('Enter');
  await expect(tile.locator('details')).toHaveAttribute('open', '');
  await expect.poll(turned, { message: 'open, it shows ×' }).toBe('45deg');
});

test('each "Apply" on /careers names the position it applies to', async ({ page }) => {
  const careers = sectionOf('content/pages/careers.mdx', 'open-positions');
  await page.goto('/careers');
  await hydrated(page);
  for (const posting of loadCareers()) {
    // Opened in turn (one at a time), as a visitor reads them.
    await page.locator('section#open-positions summary').filter({ hasText: posting.title }).click();
    const name = new RegExp(`^${escape(careers.posting.apply)}\\s*: ${escape(posting.title)}$`);
    await expect(page.getByRole('link', { name }), posting.title).toHaveCount(1);
  }
});

test('the back-to-top button covers no link at the end of a page, between 768 and 1280 px (WCAG 2.5.8)', async ({ page }) => {
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/careers');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.locator('button[data-scroll-top-after]');
    await expect(button).toBeVisible();
    const covered = await button.evaluate((toTop) => {
      const box = toTop.getBoundingClientRect();
      return [...document.querySelectorAll('a[href], button')]
        .filter((target) => target !== toTop && target.checkVisibility())
        .filter((target) => {
          const other = target.getBoundingClientRect();
          return other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom;
        })
        .map((target) => target.outerHTML.slice(0, 80));
    });
    expect(covered, `${width} px`).toEqual([]);
  }
});
