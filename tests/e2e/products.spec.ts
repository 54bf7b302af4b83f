/**
 * The product pages (each page of content/pages/ that opens with a product's hero): facts in the prerendered HTML, every call to action acts, PDFs built
 * from the page content, the rotating spec highlight, the FAQ, the gallery viewer and the
 * click-to-load facades. Every request that would leave 127.0.0.1 is recorded and aborted.
 */
import { expect, test, type ElementHandle, type Page } from '@playwright/test';
import { inflateSync } from 'node:zlib';
import { parseMailto } from '~/lib/mailto';
import { hasAddress } from '~/kinds/videos/schema';
import { actionsOf, literal, pagesWith, product, productPages, products, sectionOf, shownSectionOf, shownSections, site } from './content';
import { firstText, pageText } from '../../scripts/build/built-html';
import { expectNoAxeViolations, hydrated, rawHtml, watchConsole } from './support';

const { mailboxes, ui } = site();
const siteMailboxes = new Set(Object.values(mailboxes));
/** The address of a mailbox content names (`mail: sales`). */
const mailboxOf = (name: string | undefined) => new Map(Object.entries(mailboxes)).get(name ?? '');

/** The product pages, read from content/: each page that opens with a product's hero. */
const pages = productPages();

/**
 * What a product page's HTML must hold before any script runs, as content/ gives it: the
 * product's status and key facts, every section's heading, every item's title, and every row of
 * its specification lists.
 */
function factsOf(path: string): string[] {
  return shownSections(path).flatMap((section): string[] => {
    // A videos section none of whose videos has an address yet is not shown (docs/decisions/2711).
    if (section.type === 'videos' && !section.items.length) return [];
    const words: string[] = [];
    if ('heading' in section && typeof section.heading === 'string') words.push(section.heading);
    if (section.type === 'product-hero') words.push(...(section.status ? [section.status] : []), ...section.facts.map((fact) => fact.value));
    if (section.type === 'spec-list') words.push(...section.items.flatMap((row) => [row.label, row.value]));
    if ('items' in section && Array.isArray(section.items))
      for (const item of section.items)
        if (item && typeof item === 'object' && 'title' in item && typeof item.title === 'string') words.push(item.title);
    return words;
  });
}

/** Aborts and records every request that is not for the site itself. */
async function recordOutside(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  return outside;
}

const WIN_ANSI: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };

/** The text drawn on a pdf-lib PDF: inflates each content stream and decodes its hex strings. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at);
    if (start < 0) break;
    const body = raw[start + 6] === '\r' ? start + 8 : start + 7;
    const end = raw.indexOf('endstream', body);
    if (end < 0) break;
    at = end + 9;
    if (raw.slice(start - 3, start) === 'end') continue;
    let text: string;
    try {
      text = inflateSync(bytes.subarray(body, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const match of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      parts.push([...Buffer.from(match[1]!, 'hex')].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(''));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

for (const { path, product: id } of pages) {
  test(`visitor without JavaScript reads the facts of ${path}, and the page passes axe without console errors`, async ({ page }) => {
    const { status, html } = await rawHtml(page, path);
    expect(status).toBe(200);
    expect(firstText(html, 'h1')).toBe(product(id).name);
    const text = pageText(html);
    const facts = factsOf(path);
    expect(facts.length, `${path}: facts to look for`).toBeGreaterThan(0);
    const missing = facts.filter((fact) => !text.includes(fact.replace(/\s+/g, ' ')));
    expect(missing, `${path}: facts its content gives that its HTML lacks`).toEqual([]);

    const outside = await recordOutside(page);
    const errors = watchConsole(page);
    await page.goto(path);
    await hydrated(page);
    await expectNoAxeViolations(page);
    errors.assertNone();
    expect(outside, 'requests leaving the site').toEqual([]);
  });
}

test('visitor requesting a demo of Learn, Greet or Care gets a mail draft to the info mailbox with the exact subject', async ({ page }) => {
  // The subjects are SPEC's (section 7); the buttons' labels are the copywriters'.
  for (const [path, subject] of [
    ['/tara-learn', 'TARA Learn Demo Request'],
    ['/tara-greet', 'TARA Greet Demo Request'],
    ['/tara-care', 'TARA Care Demo Request'],
  ] as const) {
    const requests = actionsOf(path).filter((action) => action.subject === subject);
    expect(requests.length, `${path} has a button drafting "${subject}"`).toBeGreaterThan(0);
    await page.goto(path);
    const drafts = page.locator('main a[href^="mailto:"]');
    const hrefs = await drafts.evaluateAll((nodes) =>
      nodes.map((node) => ({ href: node.getAttribute('href') ?? '', label: node.textContent?.trim() ?? '' })),
    );
    const demo = hrefs.filter(({ href }) => parseMailto(href).fields.subject === subject);
    expect(demo.map(({ label }) => label).sort()).toEqual(requests.map(({ label }) => label).sort());
    for (const { href } of demo) expect(parseMailto(href).to).toEqual([mailboxes.info]);
    for (const { label, download } of actionsOf(path)) {
      if (!download) continue;
      const brochure = page.getByRole('link', { name: label, exact: true }).first();
      await expect(brochure).toHaveAttribute('download', '');
      await expect(brochure).toHaveAttribute('href', download);
    }
  }
});

test('visitor gets a different mail draft for each kind of request on Daksha, Octa Bot, Rhino, Tara Gen 3 and Guardian', async ({ page }) => {
  // SPEC section 7: each of these pages drafts its requests by mail, a different subject for each kind of request.
  for (const path of ['/tara-gen2', '/octa-bot', '/defense/rhino', '/tara-gen3', '/defense/guardian']) {
    const buttons = new Map(actionsOf(path).flatMap((action) => (action.mail ? [[action.label, action] as const] : [])));
    expect(buttons.size, `${path} has buttons that draft a mail`).toBeGreaterThan(0);
    await page.goto(path);
    const subjects = new Set<string>();
    for (const [label, { mail, subject }] of buttons) {
      const href = (await page.getByRole('link', { name: label, exact: true }).first().getAttribute('href')) ?? '';
      const draft = parseMailto(href);
      expect(draft.to, `${path} ${label} goes to the ${mail} mailbox`).toEqual([mailboxOf(mail)]);
      expect(
        draft.to.every((to) => siteMailboxes.has(to)),
        `${path} ${label} goes to a site mailbox`,
      ).toBe(true);
      expect(draft.fields.subject, `${path} ${label}`).toBe(subject);
      subjects.add(subject ?? '');
    }
    expect(subjects.size, `${path}: one subject per kind of request`).toBe(buttons.size);
  }
  // SPEC section 2: the defense robot's page links to /robotics and /tara.
  await page.goto('/defense/rhino');
  for (const href of ['/robotics', '/tara']) await expect(page.getByRole('main').locator(`a[href="${href}"]`).first()).toBeVisible();
});

test('visitor downloads brochures and spec sheets: real PDFs under 300 KB, built from the same content as the page', async ({ page }) => {
  const withDownloads = products().filter((item) => item.download);
  const files = withDownloads.map((item) => item.download?.file);
  for (const product of withDownloads) {
    const download = { path: product.download?.file ?? '', kind: product.download?.kind ?? '' };
    const response = await page.request.get(download.path);
    expect(response.status(), download.path).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const bytes = await response.body();
    expect(bytes.length, `${download.path} size`).toBeLessThanOrEqual(300 * 1024);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = pdfText(bytes);
    expect(text).toContain(product.name);
    expect(text).toContain(download.kind);
    for (const spec of (product.specs ?? []).filter((item) => item.table)) expect(text, `${download.path}: ${spec.label}`).toContain(spec.value);
  }
  // Every download button on the pages points at one of these files.
  const downloading = pages.filter(({ path }) => actionsOf(path).some((action) => action.download));
  expect(downloading.length, 'product pages with a download button').toBeGreaterThan(0);
  for (const { path } of downloading) {
    await page.goto(path);
    const targets = await page.locator('a[download]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(targets.length, `${path} has a download`).toBeGreaterThan(0);
    for (const target of targets) expect(files).toContain(target);
  }
});

test('visitor pressing View Specifications lands on the specifications', async ({ page }) => {
  // Each button of a product page that leads to a part of the same page (View Specifications, the 3D preview…).
  const inPage = pages.flatMap(({ path }) => actionsOf(path).flatMap(({ label, href }) => (href?.startsWith('#') ? [{ path, label, href }] : [])));
  expect(inPage.length, 'product page buttons leading within their page').toBeGreaterThan(0);
  for (const { path, label, href } of inPage) {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('link', { name: label, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}${href}$`));
    await expect(
      page
        .locator(`[id="${href.slice(1)}"]`)
        .getByRole('heading')
        .first(),
    ).toBeInViewport();
  }
});

/** The Tara Gen 1 page's moving spec highlight, as content/ gives it: its rows' labels in order and its buttons. */
function rotatingSpecs() {
  const list = shownSectionOf('/tara', 'spec-list');
  const { rotate } = sectionOf('/tara', 'spec-list');
  if (!rotate) throw new Error('content/pages/tara.mdx: its spec-list has no "rotate": SPEC section 2 has its highlight rotate every 5 seconds');
  /** The label of the row highlighted after `moves` moves, wrapping after the last. */
  const labelAfter = (moves: number) => list.items[moves % list.items.length]!.label;
  return { id: list.id ?? 'specifications', rotate, labelAfter };
}

test('visitor watching the Tara Gen 1 specs sees the highlight move every 5 s, hold on hover and focus, and stop on Pause', async ({ page }) => {
  const { id, rotate, labelAfter } = rotatingSpecs();
  await page.clock.install();
  await page.goto('/tara');
  await hydrated(page);
  const active = page.locator(`[id="${id}"] [data-active] dt`);
  const pause = page.getByRole('button', { name: rotate.pauseLabel });
  await expect(pause).toBeEnabled();
  await expect(active).toHaveText(labelAfter(0));

  await page.clock.runFor(5000);
  await expect(active).toHaveText(labelAfter(1));

  await page.locator(`[id="${id}"] dl`).hover();
  await page.clock.runFor(12_000);
  await expect(active).toHaveText(labelAfter(1));
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(active).toHaveText(labelAfter(2));

  await pause.focus();
  await page.clock.runFor(12_000);
  await expect(active).toHaveText(labelAfter(2));
  await pause.click();
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await page.clock.runFor(12_000);
  await expect(active).toHaveText(labelAfter(2));

  await page.getByRole('button', { name: rotate.playLabel }).click();
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await page.clock.runFor(5000);
  await expect(active).toHaveText(labelAfter(3));
});

test('visitor who prefers reduced motion sees a still spec highlight and no pause button', async ({ page }) => {
  const { id, rotate, labelAfter } = rotatingSpecs();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/tara');
  await hydrated(page);
  await page.clock.runFor(20_000);
  await expect(page.locator(`[id="${id}"] [data-active] dt`)).toHaveText(labelAfter(0));
  await expect(page.getByRole('button', { name: rotate.pauseLabel })).toBeHidden();
});

test('visitor opens Octa Bot FAQ answers one at a time and can close them again', async ({ page }) => {
  const { items } = sectionOf('/octa-bot', 'faq');
  test.skip(items.length < 2, 'the Octa Bot FAQ has one question: nothing to open one at a time');
  const [first, second, last] = [items[0]!, items[1]!, items.at(-1)!];
  await page.goto('/octa-bot');
  await hydrated(page);
  await expect(page.locator('details')).toHaveCount(items.length);
  const question = (text: string) => page.locator('summary', { hasText: text });
  const answer = (text: string) => page.getByText(text);

  await question(first.question).click();
  await expect(answer(first.answer)).toBeVisible();
  await question(second.question).click();
  await expect(answer(second.answer)).toBeVisible();
  await expect(answer(first.answer)).toBeHidden();
  expect(await page.locator('details[open]').count()).toBe(1);

  await question(second.question).click();
  expect(await page.locator('details[open]').count()).toBe(0);

  // Keyboard: Enter on a focused question opens it; the summary reports its state.
  await question(last.question).focus();
  await page.keyboard.press('Enter');
  await expect(answer(last.answer)).toBeVisible();
});

test('visitor comparing Learn, Greet and Care finds every cell filled, and no cell saying "Not published"', async ({ page }) => {
  const comparison = shownSectionOf('/tara', 'comparison');
  const { html } = await rawHtml(page, '/tara');
  expect(pageText(html)).not.toContain('Not published');
  await page.goto('/tara');
  const table = page.getByRole('table', { name: comparison.caption, exact: true });
  await expect(table.getByRole('columnheader')).toHaveText(comparison.columns.map((column) => column.name));
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(comparison.rows.length);
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));
  expect(cells).toEqual(comparison.rows.map((row) => [row.label, ...row.cells]));
  for (const row of cells) for (const cell of row) expect(cell, 'a filled cell').not.toBe('');
  // Figures a version publishes but the others do not stay on its own page.
  const compared = new Set(sectionOf('/tara', 'comparison').rows.map((row) => row.spec));
  for (const id of sectionOf('/tara', 'comparison').products) {
    const own = (product(id).specs ?? []).filter((item) => item.table && !compared.has(item.key));
    if (!own.length) continue;
    await page.goto(product(id).path);
    for (const figure of own) await expect(page.getByText(figure.value).first(), `${id}: ${figure.key}`).toBeVisible();
  }
});

test('visitor opens the Tara gallery full size, moves with the arrow keys and closes it with Escape', async ({ page }) => {
  const { heading, items, viewer: labels } = sectionOf('/tara', 'gallery');
  const caption = (index: number) => items[(index + items.length) % items.length]!.caption;
  await page.goto('/tara');
  await hydrated(page);
  const gallery = page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
  const first = gallery.getByRole('link', { name: new RegExp(`^${literal(labels.openLabel)}: `) }).first();
  await first.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveAccessibleName(caption(0));
  await expect(page.getByRole('button', { name: labels.closeLabel, exact: true })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName(caption(1));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAccessibleName(caption(-1));
  await page.getByRole('button', { name: labels.nextLabel, exact: true }).click();
  await expect(viewer).toHaveAccessibleName(caption(0));

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/tara');
});

test('visitor finds no video that plays nothing and no link to a YouTube search; the 3D scene loads only on click', async ({ page }) => {
  const outside = await recordOutside(page);
  // A video the company has not given an address yet is not shown (content:check lists it); one it has is a poster until clicked.
  const withVideos = pagesWith('videos');
  expect(withVideos.length, 'pages with a videos section').toBeGreaterThan(0);
  for (const { path, section } of withVideos) {
    const shown = section.items.filter(hasAddress);
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('iframe').count(), `${path}: no player before a click`).toBe(0);
    if (section.heading) await expect(page.getByRole('heading', { name: section.heading, exact: true })).toHaveCount(shown.length ? 1 : 0);
    await expect(page.getByRole('button', { name: new RegExp(literal(section.playLabel)) })).toHaveCount(
      shown.filter((video) => video.embedUrl).length,
    );
    const hrefs = await page.locator('a[href]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
    const watchPages = shown.flatMap((video) => (video.watchUrl ? [video.watchUrl] : []));
    expect(
      hrefs.filter((href) => /youtube\.com|search_query/.test(href) && !watchPages.includes(href)),
      path,
    ).toEqual([]);
  }
  expect(outside, 'requests before any click').toEqual([]);

  const [scene] = pagesWith('scene');
  test.skip(!scene, 'no page of content/pages/ has a 3D scene');
  const { path, section } = scene!;
  await page.goto(path);
  await hydrated(page);
  expect(await page.locator('iframe').count()).toBe(0);
  await page.getByRole('button', { name: new RegExp(literal(section.loadLabel)) }).click();
  const frame = page.locator(`iframe[title="${section.title}"]`);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', section.embedUrl);
  if (section.embedUrl.startsWith('/')) {
    await expect(page.frameLocator(`iframe[title="${section.title}"]`).locator('canvas')).toBeVisible();
    expect(outside, 'requests after loading the local scene').toEqual([]);
  }
});

/** Checks one link: where it goes must exist (page, file, anchor, mailbox). */
async function expectLinkActs(page: Page, href: string, label: string, known: Map<string, number>) {
  expect(href, `${label} has an href`).toBeTruthy();
  expect(href, `${label} is not an empty anchor`).not.toMatch(/^(#|javascript:)$/);
  if (href.startsWith('mailto:')) {
    const draft = parseMailto(href);
    expect(draft.to.length, `${label} addresses someone`).toBeGreaterThan(0);
    // A call to action drafts a message with a subject; a link that shows the address itself is a plain mailbox.
    if (!draft.to.some((address) => label.endsWith(`"${address}"`))) expect(draft.fields.subject ?? '', `${label} has a subject`).not.toBe('');
  } else if (href.startsWith('#')) {
    expect(await page.locator(`[id="${href.slice(1)}"]`).count(), `${label} scrolls to ${href}`).toBe(1);
  } else if (href.startsWith('/')) {
    const path = href.split('#')[0]!;
    if (!known.has(path)) known.set(path, (await page.request.get(path, { maxRedirects: 0 })).status());
    expect(known.get(path), `${label} → ${path}`).toBe(200);
  } else {
    expect(href, `${label} is a safe external link`).toMatch(/^(https:\/\/|tel:)/);
  }
}

for (const { path } of pages) {
  test(`every link and button on ${path} does something`, async ({ page }) => {
    await recordOutside(page);
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('button', { name: ui.scrollTop })).toBeVisible();

    const known = new Map<string, number>();
    const links = await page
      .locator('a:visible')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ href: node.getAttribute('href') ?? '', label: (node.textContent || node.getAttribute('aria-label') || '').trim() })),
      );
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) await expectLinkActs(page, link.href, `${path} link "${link.label}"`, known);

    // Controls are clicked in one page load; the page is reloaded only when the last click
    // left the next control unusable (menu open, dialog open, control replaced).
    const controls = async () => (await page.locator('button:visible, summary:visible').elementHandles()) as ElementHandle<HTMLElement>[];
    let handles = await controls();
    expect(handles.length).toBeGreaterThan(0);
    for (let i = 0; i < handles.length; i++) {
      const usable = await handles[i]!.evaluate(
        (el) =>
          el.isConnected && !el.closest('[inert]') && !document.querySelector('dialog[open]') && el.checkVisibility({ visibilityProperty: true }),
      );
      if (!usable) {
        await page.goto(path);
        await hydrated(page);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.getByRole('button', { name: ui.scrollTop })).toBeVisible();
        handles = await controls();
      }
      const control = handles[i]!;
      const name = (await control.textContent())?.trim() || (await control.getAttribute('aria-label')) || `control ${i}`;
      await page.evaluate(() => {
        const state = { changes: 0, scroll: window.scrollY, url: location.href };
        new MutationObserver((records) => (state.changes += records.length)).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        (window as unknown as { __effect: typeof state }).__effect = state;
      });
      await control.click();
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const state = (window as unknown as { __effect: { changes: number; scroll: number; url: string } }).__effect;
              return state.changes > 0 || Math.abs(window.scrollY - state.scroll) > 10 || location.href !== state.url;
            }),
          { message: `${path} "${name}" has an effect`, timeout: 3000 },
        )
        .toBe(true);
    }
  });
}
