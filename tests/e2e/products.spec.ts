/**
 * The nine product pages: facts in the prerendered HTML, every call to action acts, PDFs built
 * from the page content, the rotating spec highlight, the FAQ, the gallery viewer and the
 * click-to-load facades. Every request that would leave 127.0.0.1 is recorded and aborted.
 */
import { expect, test, type ElementHandle, type Page } from '@playwright/test';
import { inflateSync } from 'node:zlib';
import { loadSite } from '~/content/load.server';
import { loadProducts } from '~/content/load.server';
import { parseMailto } from '~/lib/mailto';
import { expectNoAxeViolations, h1Text, hydrated, rawHtml, watchConsole } from './support';

const site = loadSite();
const mailboxes = new Set(Object.values(site.mailboxes));

/** Each page, its h1 and the facts its HTML must hold before any script runs. */
const pages = [
  {
    path: '/tara',
    h1: 'Tara Gen 1',
    facts: ['172cm', '76kg', '15kg', '250N.m', '6 tactile sensors', '30+', 'Self-docking', 'Face recognition', 'Robot software framework'],
  },
  { path: '/tara-learn', h1: 'Tara Learn', facts: ['32+', 'schools and colleges'] },
  {
    path: '/tara-greet',
    h1: 'Tara Greet',
    facts: [
      '5 feet',
      'About 40 kg',
      '10.1-inch touchscreen',
      '6-8 hours of active use',
      'WiFi, LAN or 4G',
      'LiDAR + depth-camera SLAM',
      'Multi-accent natural language understanding',
      '32+',
    ],
  },
  { path: '/tara-care', h1: 'Tara Care', facts: ['32+', 'hospitals'] },
  {
    path: '/tara-gen2',
    h1: 'Daksha',
    facts: [
      'BETA',
      '25kg',
      '12h+',
      '360°',
      '4K',
      'Warehouse inventory',
      'Package sorting',
      'Assembly line help',
      'Quality inspection',
      'Last-mile delivery prep',
      'Returns processing',
    ],
  },
  { path: '/tara-gen3', h1: 'Tara Gen 3', facts: ['COMING SOON'] },
  {
    path: '/octa-bot',
    h1: 'Octa Bot',
    facts: [
      'NEW',
      '8 hours',
      'Wi-Fi 6, Bluetooth 5.2, 5G',
      'Up to 12 meters',
      '99.9%',
      'Edge AI with cloud synchronization',
      'RFID and computer vision',
      '97%',
      '40%',
      '85%',
      '35%',
      '23%',
      '6-12 months',
      '1-3 days',
      'quarterly',
    ],
  },
  {
    path: '/defense/rhino',
    h1: 'Rhino',
    facts: ['BETA', '500 kg', '5km', 'Reconnaissance', 'Border monitoring', 'Weapon loading', 'Remote piloting', 'Following mode', 'Autonomous AI'],
  },
  { path: '/defense/guardian', h1: 'Guardian', facts: ['COMING SOON', 'Notify me'] },
] as const;

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

function decodeHtml(html: string): string {
  return (
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      // A figure may sit in an element of its own ("Last-mile" kept on one line: src/components/ui/Words.tsx).
      .replace(/<\/?span\b[^>]*>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
  );
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

for (const { path, h1, facts } of pages) {
  test(`visitor without JavaScript reads the facts of ${path}, and the page passes axe without console errors`, async ({ page }) => {
    const { status, html } = await rawHtml(page, path);
    expect(status).toBe(200);
    expect(h1Text(html)).toBe(h1);
    const text = decodeHtml(html);
    for (const fact of facts) expect(text, `${path} holds "${fact}"`).toContain(fact);

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
  for (const [path, subject] of [
    ['/tara-learn', 'TARA Learn Demo Request'],
    ['/tara-greet', 'TARA Greet Demo Request'],
    ['/tara-care', 'TARA Care Demo Request'],
  ] as const) {
    await page.goto(path);
    const links = page.getByRole('link', { name: 'Request Demo', exact: true });
    await expect(links).toHaveCount(2);
    for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''))) {
      const draft = parseMailto(href);
      expect(draft.to).toEqual([site.mailboxes.info]);
      expect(draft.fields.subject).toBe(subject);
    }
    const brochure = page.getByRole('link', { name: 'Download Brochure' }).first();
    await expect(brochure).toHaveAttribute('download', '');
    expect(await brochure.getAttribute('href')).toMatch(/^\/downloads\/tara-(learn|greet|care)-brochure\.pdf$/);
  }
});

test('visitor gets a different mail draft for each kind of request on Daksha, Octa Bot, Rhino, Tara Gen 3 and Guardian', async ({ page }) => {
  const expectations: [string, [label: string, subject: string][]][] = [
    [
      '/tara-gen2',
      [
        ['Request Demo', 'Daksha (Tara Gen 2) Demo Request'],
        ['Schedule Live Demo', 'Daksha (Tara Gen 2) Live Demo Scheduling'],
        ['Contact Sales', 'Daksha (Tara Gen 2) Sales Inquiry'],
      ],
    ],
    [
      '/octa-bot',
      [
        ['Request a Demo', 'Octa Bot Demo Request'],
        ['Schedule a Consultation', 'Octa Bot Consultation Request'],
        ['Contact Sales', 'Octa Bot Sales Inquiry'],
      ],
    ],
    [
      '/defense/rhino',
      [
        ['Request Demo', 'Rhino Demo Request'],
        ['Request a Consultation', 'Rhino Consultation Request'],
      ],
    ],
    ['/tara-gen3', [['Notify me', 'Tara Gen 3 Launch Updates']]],
    ['/defense/guardian', [['Notify me', 'Guardian: Notify Me at Launch']]],
  ];
  for (const [path, buttons] of expectations) {
    await page.goto(path);
    const subjects = new Set<string>();
    for (const [label, subject] of buttons) {
      const href = (await page.getByRole('link', { name: label, exact: true }).first().getAttribute('href')) ?? '';
      const draft = parseMailto(href);
      expect(
        draft.to.every((to) => mailboxes.has(to)),
        `${path} ${label} goes to a site mailbox`,
      ).toBe(true);
      expect(draft.fields.subject, `${path} ${label}`).toBe(subject);
      subjects.add(subject);
    }
    expect(subjects.size).toBe(buttons.length);
  }
  await page.goto('/defense/rhino');
  await expect(page.getByRole('link', { name: 'About iHub Robotics' })).toHaveAttribute('href', '/robotics');
  await expect(page.getByRole('link', { name: 'Meet Tara' })).toHaveAttribute('href', '/tara');
});

test('visitor downloads brochures and spec sheets: real PDFs under 300 KB, built from the same content as the page', async ({ page }) => {
  const products = loadProducts().filter((product) => product.download);
  const files = products.map((product) => product.download?.file);
  for (const product of products) {
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
  for (const path of ['/tara', '/tara-learn', '/tara-greet', '/tara-care', '/octa-bot', '/defense/rhino']) {
    await page.goto(path);
    const targets = await page.locator('a[download]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(targets.length, `${path} has a download`).toBeGreaterThan(0);
    for (const target of targets) expect(files).toContain(target);
  }
});

test('visitor pressing View Specifications lands on the specifications', async ({ page }) => {
  for (const path of ['/tara', '/tara-gen2', '/defense/rhino']) {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('link', { name: 'View Specifications' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}#specifications$`));
    await expect(page.locator('#specifications h2')).toBeInViewport();
  }
});

test('visitor watching the Tara Gen 1 specs sees the highlight move every 5 s, hold on hover and focus, and stop on Pause', async ({ page }) => {
  await page.clock.install();
  await page.goto('/tara');
  await hydrated(page);
  const active = page.locator('#specifications [data-active] dt');
  const pause = page.getByRole('button', { name: 'Pause highlight' });
  await expect(pause).toBeEnabled();
  await expect(active).toHaveText('Height');

  await page.clock.runFor(5000);
  await expect(active).toHaveText('Weight');

  await page.locator('#specifications dl').hover();
  await page.clock.runFor(12_000);
  await expect(active).toHaveText('Weight');
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(active).toHaveText('Load');

  await pause.focus();
  await page.clock.runFor(12_000);
  await expect(active).toHaveText('Load');
  await pause.click();
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await page.clock.runFor(12_000);
  await expect(active).toHaveText('Load');

  await page.getByRole('button', { name: 'Play highlight' }).click();
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await page.clock.runFor(5000);
  await expect(active).toHaveText('Peak joint torque');
});

test('visitor who prefers reduced motion sees a still spec highlight and no pause button', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/tara');
  await hydrated(page);
  await page.clock.runFor(20_000);
  await expect(page.locator('#specifications [data-active] dt')).toHaveText('Height');
  await expect(page.getByRole('button', { name: 'Pause highlight' })).toBeHidden();
});

test('visitor opens Octa Bot FAQ answers one at a time and can close them again', async ({ page }) => {
  await page.goto('/octa-bot');
  await hydrated(page);
  await expect(page.locator('details')).toHaveCount(5);
  const question = (text: string) => page.locator('summary', { hasText: text });
  const answer = (text: string) => page.getByText(text);

  await question('How long does setup take?').click();
  await expect(answer('Setup takes 1-3 days')).toBeVisible();
  await question('What about products without RFID tags?').click();
  await expect(answer('Octa Bot handles them with computer vision')).toBeVisible();
  await expect(answer('Setup takes 1-3 days')).toBeHidden();
  expect(await page.locator('details[open]').count()).toBe(1);

  await question('What about products without RFID tags?').click();
  expect(await page.locator('details[open]').count()).toBe(0);

  // Keyboard: Enter on a focused question opens it; the summary reports its state.
  await question('What return on investment can we expect?').focus();
  await page.keyboard.press('Enter');
  await expect(answer('within 6-12 months')).toBeVisible();
});

test('visitor comparing Learn, Greet and Care finds every cell filled, and no cell saying "Not published"', async ({ page }) => {
  const { html } = await rawHtml(page, '/tara');
  expect(decodeHtml(html)).not.toContain('Not published');
  await page.goto('/tara');
  const table = page.getByRole('table', { name: 'Tara Learn, Tara Greet and Tara Care compared' });
  await expect(table.getByRole('columnheader')).toHaveText(['Tara Learn', 'Tara Greet', 'Tara Care']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));
  expect(cells).toEqual([
    ['Made for', 'Schools and colleges', 'Reception desks', 'Hospitals'],
    ['Use case', 'Education', 'Reception', 'Healthcare'],
    ['Role', 'Teaching assistant', 'Receptionist', 'Hospital assistant'],
    ['Languages', '32+', '32+', '32+'],
  ]);
  // Figures only Tara Greet publishes stay on its own page.
  await page.goto('/tara-greet');
  for (const figure of ['5 feet', 'About 40 kg', '6-8 hours of active use']) await expect(page.getByText(figure).first()).toBeVisible();
});

test('visitor opens the Tara gallery full size, moves with the arrow keys and closes it with Escape', async ({ page }) => {
  await page.goto('/tara');
  await hydrated(page);
  const gallery = page.locator('section', { has: page.getByRole('heading', { name: 'The settings Tara Gen 1 is made for' }) });
  const first = gallery.getByRole('link', { name: /View full size: / }).first();
  await first.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveAccessibleName('A classroom, for Tara Learn.');
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName('A reception desk, for Tara Greet.');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAccessibleName('A college lab, for Tara Learn.');
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(viewer).toHaveAccessibleName('A classroom, for Tara Learn.');

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/tara');
});

test('visitor finds no video that plays nothing and no link to a YouTube search; the 3D scene loads only on click', async ({ page }) => {
  const outside = await recordOutside(page);
  // The company has not supplied its video addresses yet (content:check lists them): those videos are not shown.
  for (const path of ['/tara', '/tara-learn']) {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('iframe').count()).toBe(0);
    await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Play video/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /demo video/i })).toHaveCount(0);
    const hrefs = await page.locator('a[href]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
    expect(
      hrefs.filter((href) => /youtube\.com|search_query/.test(href)),
      path,
    ).toEqual([]);
  }
  expect(outside, 'requests before any click').toEqual([]);

  await page.goto('/tara-gen3');
  await hydrated(page);
  expect(await page.locator('iframe').count()).toBe(0);
  await page.getByRole('button', { name: /Load 3D preview/ }).click();
  const frame = page.locator('iframe[title="Tara Gen 3 teaser scene"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', '/scenes/tara-gen3.html');
  await expect(page.frameLocator('iframe[title="Tara Gen 3 teaser scene"]').locator('canvas')).toBeVisible();
  expect(outside, 'requests after loading the local scene').toEqual([]);
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
    await expect(page.getByRole('button', { name: site.ui.scrollTop })).toBeVisible();

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
        await expect(page.getByRole('button', { name: site.ui.scrollTop })).toBeVisible();
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
