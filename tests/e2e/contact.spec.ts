/**
 * The contact page: details, hours, map facade, and a message form that never loses a message.
 * The default build hands messages to the mail app; a second copy built with VITE_FORM_ENDPOINT
 * (scripts/build-endpoint.ts) posts them to a real HTTP server this spec starts on 127.0.0.1.
 */
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { buildEndpointCopy, ENDPOINT_BUILD, ENDPOINT_STAMP } from '../../scripts/build-endpoint';
import { startServer } from '../../scripts/server-process';
import { loadSite } from '~/content/load.server';
import { parseMailto } from '~/lib/mailto';
import { expectNoAxeViolations, hydrated, watchConsole } from './support';

const INFO = 'info@ihubrobotics.com';
const REQUIRED = 'Please fill in all required fields';
const SUCCESS_BANNER = 'Thank you for your message! We will get back to you soon.';
const SUCCESS_TOAST = 'Message sent successfully! We will get back to you soon.';
// The suite's port + 4 and + 5: inside the block of ports a developer gives the suite with
// E2E_PORT (base-path takes + 2), so two checkouts' runs never share one.
const ENDPOINT_PORT = Number(process.env.E2E_PORT ?? 4174) + 4;
const ENDPOINT_SITE_PORT = ENDPOINT_PORT + 1;
const ENDPOINT = `http://127.0.0.1:${ENDPOINT_PORT}/contact-form`;

/** A message with everything that could break a mail draft, across several lines. */
const HOSTILE = 'Hello iHub,\nWe run 3 wards & 120 beds?\r\n&cc=evil@example.com #frag %0A + "quotes" 🤖\n\nThanks!';

declare global {
  interface Window {
    mailDrafts: string[];
  }
}

const isLoopback = (url: URL) => url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:';

/**
 * Records mail drafts instead of opening a mail app (every draft, like every mail link, is a
 * click on an `a[href^="mailto:"]`), and answers any request that would leave 127.0.0.1 with a
 * stub, recording it: nothing reaches the internet.
 */
async function prepare(page: Page) {
  await page.addInitScript(() => {
    window.mailDrafts = [];
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href^="mailto:"]') : null;
        if (link instanceof HTMLAnchorElement) {
          window.mailDrafts.push(link.href);
          event.preventDefault();
        }
      },
      true,
    );
  });
  const external: string[] = [];
  await page.route(
    (url) => !isLoopback(url),
    (route) => {
      external.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
    },
  );
  return {
    external,
    drafts: () => page.evaluate(() => window.mailDrafts),
  };
}

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const field = (page: Page, label: string) => form(page).getByLabel(label);
/** A toast on screen, found the way a screen reader user finds it: in the Notifications region. */
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: text });

async function fill(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name !== undefined) await field(page, 'Your name').fill(values.name);
  if (values.email !== undefined) await field(page, 'Email address').fill(values.email);
  if (values.subject !== undefined) await field(page, 'Subject').fill(values.subject);
  if (values.message !== undefined) await field(page, 'Message').fill(values.message);
}

/** The inline error a control is described by. */
async function describedError(page: Page, label: string) {
  const id = await field(page, label).getAttribute('aria-describedby');
  return id ? page.locator(`#${id}`).innerText() : undefined;
}

test('visitor finds the address, working hours and every mailbox, with no phone until one is set', async ({ page }) => {
  const console = watchConsole(page);
  const net = await prepare(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to us');

  const details = page.getByRole('region', { name: 'Contact details' });
  // The address as the company gave it (content/site.yaml): its lines and its place, no more.
  const { address } = loadSite();
  const place = [address.locality, address.region, address.country].filter(Boolean).join(', ');
  for (const line of [...address.lines, place]) await expect(details.locator('address')).toContainText(line);
  await expect(details.getByRole('link', { name: INFO })).toHaveAttribute('href', `mailto:${INFO}`);
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);

  const hours = page.getByRole('region', { name: 'Working hours' });
  for (const [days, time] of [
    ['Monday to Friday', '9:00 AM – 6:00 PM'],
    ['Saturday', '10:00 AM – 2:00 PM'],
    ['Sunday', 'Closed'],
  ]) {
    await expect(hours.locator('div', { has: page.locator('dt', { hasText: days }) }).locator('dd')).toHaveText(time!);
  }

  for (const team of ['support', 'sales', 'partnerships']) {
    await expect(page.getByRole('link', { name: new RegExp(`${team}@ihubrobotics\\.com`) })).toHaveAttribute(
      'href',
      `mailto:${team}@ihubrobotics.com`,
    );
  }
  await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
  await expect(field(page, 'Your name')).toHaveAttribute('autocomplete', 'name');
  await expect(field(page, 'Email address')).toHaveAttribute('autocomplete', 'email');
  await expect(field(page, 'Email address')).toHaveAttribute('type', 'email');

  await expectNoAxeViolations(page);
  expect(net.external).toEqual([]);
  console.assertNone();
});

test('the page text is in the prerendered HTML, before any script runs', async ({ page }) => {
  const html = await (await page.request.get('/contact')).text();
  for (const text of ['Talk to us', 'Send us a message', 'Working hours', 'Monday to Friday', 'Show map', 'partnerships@ihubrobotics.com']) {
    expect(html).toContain(text);
  }
  expect(html).not.toContain('<iframe');
});

test('visitor who sends an empty form is told what is required, at the first field', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await form(page).getByRole('button', { name: 'Continue in my mail app' }).click();

  await expect(form(page).getByText(REQUIRED)).toBeVisible();
  await expect(toast(page, REQUIRED)).toBeVisible();
  await expect(field(page, 'Your name')).toBeFocused();
  await expect(field(page, 'Your name')).toHaveAttribute('aria-invalid', 'true');
  expect(await describedError(page, 'Your name')).toBe('Please enter your name.');
  expect(await describedError(page, 'Email address')).toBe('Please enter your email address so we can reply.');
  expect(await describedError(page, 'Message')).toBe('Please write your message.');
  expect(await describedError(page, 'Subject')).toBeUndefined();
  expect(await net.drafts()).toEqual([]);
  await expectNoAxeViolations(page);

  // Fixing a field clears its error as the visitor types.
  await fill(page, { name: 'Asha' });
  await expect(field(page, 'Your name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('visitor who types only spaces and line breaks gets the same errors', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await fill(page, { name: '   ', email: '  ', subject: '   ', message: '\n   \n\t' });
  await page.keyboard.press('Tab');
  await form(page).getByRole('button', { name: 'Continue in my mail app' }).click();

  await expect(form(page).getByText(REQUIRED)).toBeVisible();
  await expect(toast(page, REQUIRED)).toBeVisible();
  await expect(field(page, 'Your name')).toBeFocused();
  expect(await describedError(page, 'Your name')).toBe('Please enter your name.');
  expect(await describedError(page, 'Email address')).toBe('Please enter your email address so we can reply.');
  expect(await describedError(page, 'Message')).toBe('Please write your message.');
  expect(await net.drafts()).toEqual([]);
});

test('visitor with a malformed email address is stopped with a specific line', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await fill(page, { name: 'Asha Menon', email: 'asha@example', message: 'Hello' });
  await form(page).getByRole('button', { name: 'Continue in my mail app' }).click();

  await expect(form(page).getByText(REQUIRED)).toBeVisible();
  await expect(form(page).getByText('The email address doesn’t look complete')).toBeVisible();
  await expect(toast(page, REQUIRED)).toBeVisible();
  await expect(field(page, 'Email address')).toBeFocused();
  expect(await describedError(page, 'Email address')).toBe('Please enter an email address like name@example.com.');
  expect(await describedError(page, 'Your name')).toBeUndefined();
  expect(await net.drafts()).toEqual([]);
});

test('visitor hands the whole message to their mail app, and is never told it was sent', async ({ page, context }) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await fill(page, { name: '  Asha Menon ', email: 'asha@example.com', message: HOSTILE });
  await form(page).getByRole('button', { name: 'Continue in my mail app' }).click();

  await expect.poll(net.drafts).toHaveLength(1);
  const [href] = await net.drafts();
  const draft = parseMailto(href!);
  expect(draft.to).toEqual([INFO]);
  expect(draft.entries.map(([key]) => key)).toEqual(['subject', 'body']);
  expect(draft.fragment).toBeUndefined();
  expect(draft.fields.subject).toBe('Website enquiry from Asha Menon');
  expect(draft.fields.body).toBe(`Name: Asha Menon\r\nEmail: asha@example.com\r\n\r\n${HOSTILE.replace(/\r?\n/g, '\r\n')}`);

  await expect(form(page).getByText('Your message is waiting in your mail app')).toBeVisible();
  await expect(form(page)).toContainText(`We opened a draft to ${INFO}`);
  await expect(page.getByText(/sent successfully|Thank you for your message/)).toHaveCount(0);
  // The text stays until the visitor starts over: they may not have pressed Send yet.
  await expect(field(page, 'Message')).toHaveValue(HOSTILE.replace(/\r\n/g, '\n'));
  await expect(form(page).getByRole('link', { name: 'Open the draft again' })).toHaveAttribute('href', href!);
  await expectNoAxeViolations(page);

  // For mail apps that cut long drafts short, the whole message can be copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await form(page).getByRole('button', { name: 'Copy message' }).click();
  await expect(form(page).getByRole('button', { name: 'Message copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `Website enquiry from Asha Menon\n\n${draft.fields.body!.replace(/\r\n/g, '\n')}`,
  );

  // A subject of their own is used as typed; "Start a new message" empties the form.
  await fill(page, { subject: 'Tara Care for three wards' });
  await form(page).getByRole('button', { name: 'Continue in my mail app' }).click();
  await expect.poll(net.drafts).toHaveLength(2);
  expect(parseMailto((await net.drafts())[1]!).fields.subject).toBe('Tara Care for three wards');
  await form(page).getByRole('button', { name: 'Start a new message' }).click();
  await expect(field(page, 'Message')).toHaveValue('');
  await expect(field(page, 'Your name')).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(net.external).toEqual([]);
});

test('visitor with a 20,000-character message can copy it up front, and the draft carries its first part and says the rest was copied', async ({
  page,
  context,
}) => {
  const net = await prepare(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/contact');
  const message = 'We would like Tara Care on two wards; here is our whole brief. '.repeat(400).slice(0, 20_000);
  expect(message).toHaveLength(20_000);
  await fill(page, { name: 'Asha Menon', email: 'asha@example.com', message });
  await expect(form(page).getByRole('button', { name: 'Copy message' })).toBeVisible();

  await form(page).getByRole('button', { name: 'Continue in my mail app' }).click();
  await expect.poll(net.drafts).toHaveLength(1);
  const [href] = await net.drafts();
  expect(href!.length).toBeLessThanOrEqual(2000);
  const body = parseMailto(href!).fields.body!;
  expect(body).toMatch(/^Name: Asha Menon\r\nEmail: asha@example\.com\r\n\r\nWe would like Tara Care/);
  expect(body).toMatch(/Its full text was copied to your clipboard: paste it here in place of this shortened text\.\]$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `Website enquiry from Asha Menon\n\nName: Asha Menon\nEmail: asha@example.com\n\n${message.trimEnd()}`,
  );
  await expect(field(page, 'Message')).toHaveValue(message);
});

test('visitor who reloads by accident finds their message still there', async ({ page, context }) => {
  await prepare(page);
  await page.goto('/contact');
  await fill(page, { name: 'Asha Menon', email: 'asha@example.com', subject: 'Demo', message: 'Line one\nLine two 🤖' });
  await page.reload();

  await expect(field(page, 'Message')).toHaveValue('Line one\nLine two 🤖');
  await expect(field(page, 'Your name')).toHaveValue('Asha Menon');
  await expect(field(page, 'Email address')).toHaveValue('asha@example.com');
  await expect(field(page, 'Subject')).toHaveValue('Demo');
  await expect(form(page).getByText('We kept what you were writing before the page reloaded.')).toBeVisible();
  // Session storage is the only web storage the site uses: no local storage, no cookies.
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await context.cookies()).toEqual([]);
});

test('visitor who types before the form’s code has arrived and reloads at once finds every character, then the form takes them over', async ({
  page,
}) => {
  // The form's code is held back until the visitor has typed and reloaded: no React, only the page's own script.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/MessageForm-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/contact');
  await fill(page, { name: 'Asha Menon', email: 'asha@example.com', subject: 'Demo', message: 'Line one\nLine two 🤖' });
  await expect(page.locator('[data-island="message-form"]')).not.toHaveAttribute('data-hydrated');
  await page.reload();

  await expect(field(page, 'Message')).toHaveValue('Line one\nLine two 🤖');
  await expect(field(page, 'Your name')).toHaveValue('Asha Menon');
  await expect(field(page, 'Email address')).toHaveValue('asha@example.com');
  await expect(field(page, 'Subject')).toHaveValue('Demo');
  release();
  await expect(page.locator('[data-island="message-form"]')).toHaveAttribute('data-hydrated', '');
  await expect(form(page).getByText('We kept what you were writing before the page reloaded.')).toBeVisible();
  // React holds the text now: a render keeps it, and a send carries it.
  await form(page).getByRole('button', { name: 'Continue in my mail app' }).click();
  await expect(form(page).getByText('Your message is waiting in your mail app')).toBeVisible();
  await expect(field(page, 'Message')).toHaveValue('Line one\nLine two 🤖');
});

test('visitor who types as the form comes to life loses nothing, and is not told a reload happened', async ({ page }) => {
  await page.goto('/contact');
  // Typing starts at once: the first keystroke wakes the form, the rest arrive while it hydrates.
  await field(page, 'Message').pressSequentially('Typed while the form woke up', { delay: 5 });
  await expect(page.locator('[data-island="message-form"]')).toHaveAttribute('data-hydrated', '');
  await field(page, 'Your name').fill('Asha Menon');
  await expect(field(page, 'Message')).toHaveValue('Typed while the form woke up');
  await expect(form(page).getByText('We kept what you were writing before the page reloaded.')).toHaveCount(0);
  await page.reload();
  await expect(field(page, 'Message')).toHaveValue('Typed while the form woke up');
  await expect(field(page, 'Your name')).toHaveValue('Asha Menon');
});

test('a double click on the send button opens one mail draft, before and after the form’s code has arrived', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await hydrated(page);
  await fill(page, { name: 'Asha Menon', email: 'asha@example.com', message: 'One message, one draft.' });
  await form(page).getByRole('button', { name: 'Continue in my mail app' }).dblclick();
  await expect(form(page).getByText('Your message is waiting in your mail app')).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await net.drafts()).toHaveLength(1);
  // A later, deliberate press opens it again.
  await form(page).getByRole('button', { name: 'Continue in my mail app' }).click();
  await expect.poll(net.drafts).toHaveLength(2);

  // Before hydration the clicks are held and replayed once the form runs: a double click is still one press.
  await page.evaluate(() => (window.mailDrafts = []));
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/MessageForm-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.reload();
  await expect(field(page, 'Message')).toHaveValue('One message, one draft.');
  await form(page).getByRole('button', { name: 'Continue in my mail app' }).dblclick();
  release();
  await expect(form(page).getByText('Your message is waiting in your mail app')).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await net.drafts()).toHaveLength(1);
});

test('on /ar/contact an Arabic name, an address with + and a message with + = & reach the mail draft exactly', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/ar/contact');
  const arabicForm = page.getByRole('form', { name: 'أرسلوا إلينا رسالة' });
  await arabicForm.getByRole('textbox', { name: /^الاسم/ }).fill('محمد');
  await arabicForm.getByRole('textbox', { name: /^البريد الإلكتروني/ }).fill('mohammed+ar@example.com');
  await arabicForm.getByRole('textbox', { name: /^الرسالة/ }).fill('مرحبا 1+1=2 & شكرا');
  await arabicForm.getByRole('button', { name: 'المتابعة في تطبيق البريد' }).click();
  await expect.poll(net.drafts).toHaveLength(1);
  const draft = parseMailto((await net.drafts())[0]!);
  expect(draft.to).toEqual([INFO]);
  expect(draft.fields.subject).toBe('Website enquiry from محمد');
  expect(draft.fields.body).toBe('الاسم: محمد\r\nالبريد الإلكتروني: mohammed+ar@example.com\r\n\r\nمرحبا 1+1=2 & شكرا');
});

test('without JavaScript, /ar/contact offers a plain mail link and the address to copy, and no form that could alter what is written', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // What the browser hands to the mail app, seen through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  const asked: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (event) => asked.push(event.url));
  await page.goto('/ar/contact');
  // Chromium's mailto: submission turned محمد, mohammed+ar@example.com and "مرحبا 1+1=2 & شكرا" into
  // mojibake, "mohammed ar@", "1 1=2" and a line break: no form here hands anything to a mail app.
  expect(await page.locator('form[action^="mailto:"], form[method="post"]').count()).toBe(0);
  for (const label of ['الاسم', 'البريد الإلكتروني', 'الرسالة']) {
    await expect(page.getByRole('textbox', { name: new RegExp(`^${label}`) }), label).toHaveCount(0);
  }
  await expect(page.getByText('لا يمكن تشغيل هذا النموذج في متصفحكم الآن.')).toBeVisible();
  const copyLine = page.getByText('أو انسخوا عنواننا:');
  await expect(copyLine).toBeVisible();
  const address = copyLine.getByText(INFO, { exact: true });
  await expect(address).toBeVisible();
  expect(await address.evaluate((element) => getComputedStyle(element).userSelect)).toBe('all');
  const link = page.getByRole('link', { name: 'راسلونا بالبريد الإلكتروني' });
  await link.click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked).toEqual([await link.getAttribute('href')]);
  const draft = parseMailto(asked[0]!);
  expect(draft.to).toEqual([INFO]);
  expect(draft.entries).toEqual([['subject', 'Website enquiry']]);
  await context.close();
});

test('the map asks nothing of the map host until the visitor clicks Show map', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  expect(net.external).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);

  await page.getByRole('button', { name: /Show map/ }).click();
  const frame = page.locator('iframe[title="Map of Kochi, Kerala, India"]');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  // Sandboxed to what a map needs (no forms, no top navigation, no downloads), and told nothing of this page.
  expect((await frame.getAttribute('sandbox'))?.split(' ').sort()).toEqual([
    'allow-popups',
    'allow-popups-to-escape-sandbox',
    'allow-same-origin',
    'allow-scripts',
  ]);
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect.poll(() => net.external.some((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
});

/** A stand-in for a form service: answers 200, 500, never, or 200 without CORS headers, as each test asks. */
type Mode = 'ok' | 'fail' | 'never' | 'no-cors';
const service = {
  mode: 'ok' as Mode,
  received: [] as unknown[],
  keys: [] as (string | undefined)[],
  hanging: [] as ServerResponse[],
  server: undefined as Server | undefined,
};

function answer(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', `http://127.0.0.1:${ENDPOINT_SITE_PORT}`);
  res.setHeader('Access-Control-Allow-Methods', 'POST');
  res.setHeader('Access-Control-Allow-Headers', 'content-type, accept, idempotency-key');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'POST, OPTIONS' }).end();
  // The message is taken, but the browser is not allowed to read the answer.
  if (service.mode === 'no-cors') res.removeHeader('Access-Control-Allow-Origin');
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    service.received.push(JSON.parse(body));
    service.keys.push(req.headers['idempotency-key']?.toString());
    if (service.mode === 'never') service.hanging.push(res);
    else if (service.mode === 'fail') res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"unavailable"}');
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  });
}

test.describe('with a form endpoint set at build', () => {
  test.describe.configure({ mode: 'serial' });
  let site: Awaited<ReturnType<typeof startServer>> | undefined;
  const origin = `http://127.0.0.1:${ENDPOINT_SITE_PORT}`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The copy is rebuilt whenever it is missing, points elsewhere, or is older than build/.
    const main = join('build', 'client', 'index.html');
    const stale =
      !existsSync(ENDPOINT_STAMP) ||
      readFileSync(ENDPOINT_STAMP, 'utf8').trim() !== ENDPOINT ||
      (existsSync(main) && statSync(main).mtimeMs > statSync(ENDPOINT_STAMP).mtimeMs);
    if (stale) buildEndpointCopy(ENDPOINT);
    service.server = createServer(answer);
    await new Promise<void>((resolve) => service.server!.listen(ENDPOINT_PORT, '127.0.0.1', resolve));
    site = await startServer(ENDPOINT_SITE_PORT, join(ENDPOINT_BUILD, 'client'));
  });

  test.afterAll(async () => {
    for (const res of service.hanging) res.destroy();
    await new Promise((resolve) => service.server?.close(resolve));
    await site?.stop();
  });

  test.beforeEach(() => {
    service.received = [];
    service.keys = [];
  });

  const typed = { name: 'Asha Menon', email: 'asha@example.com', subject: 'Tara Care pilot', message: HOSTILE.replace(/\r\n/g, '\n') };

  async function expectEveryFieldKept(page: Page) {
    await expect(field(page, 'Your name')).toHaveValue(typed.name);
    await expect(field(page, 'Email address')).toHaveValue(typed.email);
    await expect(field(page, 'Subject')).toHaveValue(typed.subject);
    await expect(field(page, 'Message')).toHaveValue(typed.message);
  }

  test('visitor sends a message, sees it arrived, and the form clears; the banner goes after 5 seconds', async ({ page }) => {
    const console = watchConsole(page);
    const net = await prepare(page);
    service.mode = 'ok';
    await page.clock.install({ time: new Date('2024-05-06T10:00:00+05:30') });
    await page.goto(`${origin}/contact`);
    await expect(form(page)).toContainText('Your message comes straight to our team.');
    await fill(page, typed);
    await page.clock.pauseAt(new Date('2024-05-06T10:05:00+05:30'));
    await form(page).getByRole('button', { name: 'Send message' }).click();

    await expect(form(page).getByText(SUCCESS_BANNER)).toBeVisible();
    await expect(toast(page, SUCCESS_TOAST)).toBeVisible();
    expect(service.received).toEqual([typed]);
    for (const label of ['Your name', 'Email address', 'Subject', 'Message']) await expect(field(page, label)).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await net.drafts()).toEqual([]);

    await page.clock.runFor(4_900);
    await expect(form(page).getByText(SUCCESS_BANNER)).toBeVisible();
    await page.clock.runFor(100);
    await expect(form(page).getByText(SUCCESS_BANNER)).toHaveCount(0);
    expect(net.external).toEqual([]);
    console.assertNone();
  });

  /** The visitor fills in the form and sends it, with the service answering as `mode` says. */
  async function send(page: Page, mode: Mode) {
    const net = await prepare(page);
    service.mode = mode;
    await page.goto(`${origin}/contact`);
    await fill(page, typed);
    await form(page).getByRole('button', { name: 'Send message' }).click();
    return net;
  }

  test('when the service answers 500, every field is kept and the mail draft is offered', async ({ page }) => {
    const net = await send(page, 'fail');

    await expect(form(page).getByText('Your message could not be sent')).toBeVisible();
    await expect(form(page)).toContainText('Our message service could not accept it right now.');
    await expect(toast(page, 'Your message could not be sent')).toBeVisible();
    await expect(page.getByText(/sent successfully|Thank you for your message/)).toHaveCount(0);
    await expectEveryFieldKept(page);
    expect(service.received).toHaveLength(1);
    await expectNoAxeViolations(page);

    // The draft offered follows the fields: an edit made after the failure goes with it.
    const edited = `${typed.message}\nPS: mornings are best.`;
    await fill(page, { message: edited });
    await form(page).getByRole('link', { name: 'Send by email instead' }).click();
    await expect.poll(net.drafts).toHaveLength(1);
    const draft = parseMailto((await net.drafts())[0]!);
    expect(draft.to).toEqual([INFO]);
    expect(draft.fields.subject).toBe('Tara Care pilot');
    expect(draft.fields.body).toBe(`Name: ${typed.name}\r\nEmail: ${typed.email}\r\n\r\n${edited.replace(/\n/g, '\r\n')}`);
    // Still safe across a reload until it is delivered.
    await page.reload();
    await expect(field(page, 'Message')).toHaveValue(edited);
    await expect(field(page, 'Your name')).toHaveValue(typed.name);
  });

  test('when the service never answers, the form gives up after 10 seconds and keeps everything', async ({ page }) => {
    const net = await prepare(page);
    service.mode = 'never';
    await page.clock.install({ time: new Date('2024-05-06T10:00:00+05:30') });
    await page.goto(`${origin}/contact`);
    await fill(page, typed);
    await page.clock.pauseAt(new Date('2024-05-06T10:05:00+05:30'));
    await form(page).getByRole('button', { name: 'Send message' }).click();

    await expect(form(page).getByRole('button', { name: 'Sending…' })).toBeVisible();
    await expect.poll(() => service.received.length).toBe(1);
    await page.clock.runFor(10_000);
    await expect(form(page).getByText('Your message could not be sent')).toBeVisible();
    await expect(form(page)).toContainText('Our message service took too long to answer.');
    await expectEveryFieldKept(page);
    await expect(form(page).getByRole('link', { name: 'Send by email instead' })).toHaveAttribute(
      'href',
      /^mailto:info@ihubrobotics\.com\?subject=Tara%20Care%20pilot&body=/,
    );
    expect(await net.drafts()).toEqual([]);
  });

  test('when the service takes the message but its answer lacks CORS headers, the visitor is told it may have arrived, and sending again cannot deliver it twice', async ({
    page,
  }) => {
    await send(page, 'no-cors');

    await expect(form(page).getByText('We could not confirm that your message reached us')).toBeVisible();
    await expect(form(page)).toContainText('please don’t send it again straight away');
    await expect(page.getByText(/could not be sent|sent successfully|Thank you for your message/)).toHaveCount(0);
    await expectEveryFieldKept(page);
    expect(service.received).toHaveLength(1);
    expect(service.keys[0]).toMatch(/^[0-9a-f]{64}$/);
    await expectNoAxeViolations(page);

    // A visitor who sends anyway sends the same key: an endpoint that honours it keeps one copy.
    await form(page).getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => service.keys.length).toBe(2);
    expect(service.keys[1]).toBe(service.keys[0]);
  });

  test('when the service cannot be reached, every field is kept and the mail draft is offered', async ({ page }) => {
    await prepare(page);
    await page.route(ENDPOINT, (route) => route.abort('connectionrefused'));
    await page.goto(`${origin}/contact`);
    await fill(page, typed);
    await form(page).getByRole('button', { name: 'Send message' }).click();

    await expect(form(page)).toContainText('We could not reach our message service.');
    await expectEveryFieldKept(page);
    await expect(form(page).getByRole('link', { name: 'Send by email instead' })).toBeVisible();
  });
});
