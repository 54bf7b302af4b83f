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
import { parseMailto } from '~/lib/mailto';
import { pageText, tags } from '../../scripts/build/built-html';
import { contactForm, fill as fillIn, literal, pageHeading, site } from './content';
import { expectNoAxeViolations, hydrated, watchConsole } from './support';

// The form's words as content/ gives them (tests/e2e/content.ts); SPEC's messages (sections 5 and 8) stay as SPEC writes them.
const { form: copy, details: detailsCopy, hours: hoursCopy, map: mapCopy } = contactForm();
const arabic = contactForm('ar').form;
const { mailboxes, address, ui } = site();
const INFO = mailboxes.info;
/** The draft's body as the form writes it out: name and email lines, then the message. */
const draftBody = (name: string, email: string, message: string, words = copy) =>
  `${words.mail.nameLabel}: ${name}\r\n${words.mail.emailLabel}: ${email}\r\n\r\n${message}`;
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

const form = (page: Page) => page.getByRole('form', { name: copy.heading });
type Field = keyof typeof copy.fields;
const field = (page: Page, name: Field) => form(page).getByLabel(copy.fields[name].label);
/** A toast on screen, found the way a screen reader user finds it: in the Notifications region. */
const toast = (page: Page, text: string) => page.getByRole('region', { name: ui.notifications }).getByRole('listitem').filter({ hasText: text });

async function fill(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name !== undefined) await field(page, 'name').fill(values.name);
  if (values.email !== undefined) await field(page, 'email').fill(values.email);
  if (values.subject !== undefined) await field(page, 'subject').fill(values.subject);
  if (values.message !== undefined) await field(page, 'message').fill(values.message);
}

/** The inline error a control is described by. */
async function describedError(page: Page, name: Field) {
  const id = await field(page, name).getAttribute('aria-describedby');
  return id ? page.locator(`#${id}`).innerText() : undefined;
}

test('visitor finds the address, working hours and every mailbox, with no phone until one is set', async ({ page }) => {
  const console = watchConsole(page);
  const net = await prepare(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('/contact'));

  const details = page.getByRole('region', { name: detailsCopy.heading });
  // The address as the company gave it (content/site.yaml): its lines and its place, no more; its
  // lines only once it has a city, before which they are no address (docs/decisions/3396).
  const place = [address.locality, address.region, address.country].filter(Boolean).join(', ');
  await expect(details.locator('address')).toHaveText(address.locality ? [...address.lines, place].join('') : place);
  await expect(details.getByRole('link', { name: INFO })).toHaveAttribute('href', `mailto:${INFO}`);
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);

  const hours = page.getByRole('region', { name: hoursCopy.heading });
  for (const { days, time } of hoursCopy.days) {
    await expect(hours.locator('div', { has: page.locator('dt', { hasText: days }) }).locator('dd')).toHaveText(time);
  }

  for (const team of ['support', 'sales', 'partnerships'] as const) {
    await expect(page.getByRole('link', { name: mailboxes[team] })).toHaveAttribute('href', `mailto:${mailboxes[team]}`);
  }
  await expect(form(page).getByRole('textbox', { name: copy.fields.message.label })).toHaveAttribute('rows', '5');
  await expect(field(page, 'name')).toHaveAttribute('autocomplete', 'name');
  await expect(field(page, 'email')).toHaveAttribute('autocomplete', 'email');
  await expect(field(page, 'email')).toHaveAttribute('type', 'email');

  await expectNoAxeViolations(page);
  expect(net.external).toEqual([]);
  console.assertNone();
});

test('the page text is in the prerendered HTML, before any script runs', async ({ page }) => {
  const html = await (await page.request.get('/contact')).text();
  for (const text of [pageHeading('/contact'), copy.heading, hoursCopy.heading, hoursCopy.days[0]!.days, mapCopy.loadLabel, mailboxes.partnerships]) {
    expect(pageText(html)).toContain(text);
  }
  expect(tags(html, 'iframe')).toEqual([]);
});

test('visitor who sends an empty form is told what is required, at the first field', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await form(page).getByRole('button', { name: copy.submit.draft }).click();

  await expect(form(page).getByText(REQUIRED)).toBeVisible();
  await expect(toast(page, REQUIRED)).toBeVisible();
  await expect(field(page, 'name')).toBeFocused();
  await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
  expect(await describedError(page, 'name')).toBe(copy.fields.name.missing);
  expect(await describedError(page, 'email')).toBe(copy.fields.email.missing);
  expect(await describedError(page, 'message')).toBe(copy.fields.message.missing);
  expect(await describedError(page, 'subject')).toBeUndefined();
  expect(await net.drafts()).toEqual([]);
  await expectNoAxeViolations(page);

  // Fixing a field clears its error as the visitor types.
  await fill(page, { name: 'Asha' });
  await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('visitor who types only spaces and line breaks gets the same errors', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await fill(page, { name: '   ', email: '  ', subject: '   ', message: '\n   \n\t' });
  await page.keyboard.press('Tab');
  await form(page).getByRole('button', { name: copy.submit.draft }).click();

  await expect(form(page).getByText(REQUIRED)).toBeVisible();
  await expect(toast(page, REQUIRED)).toBeVisible();
  await expect(field(page, 'name')).toBeFocused();
  expect(await describedError(page, 'name')).toBe(copy.fields.name.missing);
  expect(await describedError(page, 'email')).toBe(copy.fields.email.missing);
  expect(await describedError(page, 'message')).toBe(copy.fields.message.missing);
  expect(await net.drafts()).toEqual([]);
});

test('visitor with a malformed email address is stopped with a specific line', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await fill(page, { name: 'Asha Menon', email: 'asha@example', message: 'Hello' });
  await form(page).getByRole('button', { name: copy.submit.draft }).click();

  await expect(form(page).getByText(REQUIRED)).toBeVisible();
  await expect(form(page).getByText(copy.invalid.email)).toBeVisible();
  await expect(toast(page, REQUIRED)).toBeVisible();
  await expect(field(page, 'email')).toBeFocused();
  expect(await describedError(page, 'email')).toBe(copy.fields.email.invalid);
  expect(await describedError(page, 'name')).toBeUndefined();
  expect(await net.drafts()).toEqual([]);
});

test('visitor hands the whole message to their mail app, and is never told it was sent', async ({ page, context }) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await fill(page, { name: '  Asha Menon ', email: 'asha@example.com', message: HOSTILE });
  await form(page).getByRole('button', { name: copy.submit.draft }).click();

  await expect.poll(net.drafts).toHaveLength(1);
  const [href] = await net.drafts();
  const draft = parseMailto(href!);
  expect(draft.to).toEqual([INFO]);
  expect(draft.entries.map(([key]) => key)).toEqual(['subject', 'body']);
  expect(draft.fragment).toBeUndefined();
  expect(draft.fields.subject).toBe(fillIn(copy.mail.subject, { name: 'Asha Menon' }));
  expect(draft.fields.body).toBe(draftBody('Asha Menon', 'asha@example.com', HOSTILE.replace(/\r?\n/g, '\r\n')));

  await expect(form(page).getByText(copy.drafted.title)).toBeVisible();
  await expect(form(page)).toContainText(fillIn(copy.drafted.text, { address: INFO }));
  await expect(page.getByText(/sent successfully|Thank you for your message/)).toHaveCount(0);
  // The text stays until the visitor starts over: they may not have pressed Send yet.
  await expect(field(page, 'message')).toHaveValue(HOSTILE.replace(/\r\n/g, '\n'));
  await expect(form(page).getByRole('link', { name: copy.drafted.again })).toHaveAttribute('href', href!);
  await expectNoAxeViolations(page);

  // For mail apps that cut long drafts short, the whole message can be copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await form(page).getByRole('button', { name: copy.copy.label }).click();
  await expect(form(page).getByRole('button', { name: copy.copy.done })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${fillIn(copy.mail.subject, { name: 'Asha Menon' })}\n\n${draft.fields.body!.replace(/\r\n/g, '\n')}`,
  );

  // A subject of their own is used as typed; "Start a new message" empties the form.
  await fill(page, { subject: 'Tara Care for three wards' });
  await form(page).getByRole('button', { name: copy.submit.draft }).click();
  await expect.poll(net.drafts).toHaveLength(2);
  expect(parseMailto((await net.drafts())[1]!).fields.subject).toBe('Tara Care for three wards');
  await form(page).getByRole('button', { name: copy.drafted.reset }).click();
  await expect(field(page, 'message')).toHaveValue('');
  await expect(field(page, 'name')).toBeFocused();
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
  await expect(form(page).getByRole('button', { name: copy.copy.label })).toBeVisible();

  await form(page).getByRole('button', { name: copy.submit.draft }).click();
  await expect.poll(net.drafts).toHaveLength(1);
  const [href] = await net.drafts();
  expect(href!.length).toBeLessThanOrEqual(2000);
  const body = parseMailto(href!).fields.body!;
  expect(body.startsWith(draftBody('Asha Menon', 'asha@example.com', 'We would like Tara Care'))).toBe(true);
  expect(body.endsWith(ui.draftCutCopied)).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${fillIn(copy.mail.subject, { name: 'Asha Menon' })}\n\n${draftBody('Asha Menon', 'asha@example.com', message.trimEnd()).replace(/\r\n/g, '\n')}`,
  );
  await expect(field(page, 'message')).toHaveValue(message);
});

test('visitor who reloads by accident finds their message still there', async ({ page, context }) => {
  await prepare(page);
  await page.goto('/contact');
  await fill(page, { name: 'Asha Menon', email: 'asha@example.com', subject: 'Demo', message: 'Line one\nLine two 🤖' });
  await page.reload();

  await expect(field(page, 'message')).toHaveValue('Line one\nLine two 🤖');
  await expect(field(page, 'name')).toHaveValue('Asha Menon');
  await expect(field(page, 'email')).toHaveValue('asha@example.com');
  await expect(field(page, 'subject')).toHaveValue('Demo');
  await expect(form(page).getByText(copy.restored)).toBeVisible();
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

  await expect(field(page, 'message')).toHaveValue('Line one\nLine two 🤖');
  await expect(field(page, 'name')).toHaveValue('Asha Menon');
  await expect(field(page, 'email')).toHaveValue('asha@example.com');
  await expect(field(page, 'subject')).toHaveValue('Demo');
  release();
  await expect(page.locator('[data-island="message-form"]')).toHaveAttribute('data-hydrated', '');
  await expect(form(page).getByText(copy.restored)).toBeVisible();
  // React holds the text now: a render keeps it, and a send carries it.
  await form(page).getByRole('button', { name: copy.submit.draft }).click();
  await expect(form(page).getByText(copy.drafted.title)).toBeVisible();
  await expect(field(page, 'message')).toHaveValue('Line one\nLine two 🤖');
});

test('visitor who types as the form comes to life loses nothing, and is not told a reload happened', async ({ page }) => {
  await page.goto('/contact');
  // Typing starts at once: the first keystroke wakes the form, the rest arrive while it hydrates.
  await field(page, 'message').pressSequentially('Typed while the form woke up', { delay: 5 });
  await expect(page.locator('[data-island="message-form"]')).toHaveAttribute('data-hydrated', '');
  await field(page, 'name').fill('Asha Menon');
  await expect(field(page, 'message')).toHaveValue('Typed while the form woke up');
  await expect(form(page).getByText(copy.restored)).toHaveCount(0);
  await page.reload();
  await expect(field(page, 'message')).toHaveValue('Typed while the form woke up');
  await expect(field(page, 'name')).toHaveValue('Asha Menon');
});

test('a double click on the send button opens one mail draft, before and after the form’s code has arrived', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await hydrated(page);
  await fill(page, { name: 'Asha Menon', email: 'asha@example.com', message: 'One message, one draft.' });
  await form(page).getByRole('button', { name: copy.submit.draft }).dblclick();
  await expect(form(page).getByText(copy.drafted.title)).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await net.drafts()).toHaveLength(1);
  // The same message is not handed over twice; the banner's link opens it again on purpose.
  await form(page).getByRole('link', { name: copy.drafted.again }).click();
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
  await expect(field(page, 'message')).toHaveValue('One message, one draft.');
  await form(page).getByRole('button', { name: copy.submit.draft }).dblclick();
  release();
  await expect(form(page).getByText(copy.drafted.title)).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await net.drafts()).toHaveLength(1);
});

/** Lets two frames pass in the page: what a press does to the mail drafts it does within its own event. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('visitor who presses Enter twice opens one mail draft, and the form shows and announces that the message is in their mail app', async ({
  page,
}) => {
  const net = await prepare(page);
  await page.goto('/contact');
  await hydrated(page);
  const message = { name: 'Asha Menon', email: 'asha@example.com', subject: 'Tara Care pilot', message: 'One message, one draft.' };
  await fill(page, message);
  const subject = field(page, 'subject');
  await subject.press('Enter');
  await expect.poll(net.drafts).toHaveLength(1);
  await subject.press('Enter');
  await twoFrames(page);
  expect(await net.drafts()).toHaveLength(1);
  // Handed over: said in the form's live region, and on its button, which now offers no second draft.
  await expect(form(page).locator('[aria-live="polite"]')).toContainText(copy.drafted.title);
  const handedOver = form(page).getByRole('button', { name: copy.submit.drafted });
  await expect(handedOver).toBeVisible();
  await expect(handedOver).toHaveAttribute('aria-disabled', 'true');
  // The second press said again where the message is, as one notice, not a second one.
  await expect(toast(page, copy.drafted.toast)).toHaveCount(1);
  // Nothing the visitor typed is lost: they may not have pressed Send in their mail app yet.
  await expect(subject).toHaveValue(message.subject);
  await expect(field(page, 'message')).toHaveValue(message.message);
});

test('visitor who clicks send twice a second apart opens one mail draft; a changed message opens a new one', async ({ page }) => {
  const net = await prepare(page);
  await page.clock.install();
  await page.goto('/contact');
  await hydrated(page);
  await fill(page, { name: 'Asha Menon', email: 'asha@example.com', message: 'One message, one draft.' });
  await form(page).getByRole('button', { name: copy.submit.draft }).click();
  await expect.poll(net.drafts).toHaveLength(1);
  await page.clock.runFor(1_000);
  // The same button, a second later (its label now says where the message is). `force`: a visitor can
  // press a button marked aria-disabled; Playwright would wait for it to be enabled first.
  await form(page).locator('button[type="submit"]').click({ force: true });
  await twoFrames(page);
  expect(await net.drafts()).toHaveLength(1);
  await expect(form(page).getByRole('button', { name: copy.submit.drafted })).toHaveAttribute('aria-disabled', 'true');

  // A changed message is a new one: the button offers it again, and it goes as changed.
  await fill(page, { message: 'One message, one draft. PS: mornings are best.' });
  const again = form(page).getByRole('button', { name: copy.submit.draft });
  await expect(again).not.toHaveAttribute('aria-disabled');
  await again.click();
  await expect.poll(net.drafts).toHaveLength(2);
  expect(parseMailto((await net.drafts())[1]!).fields.body).toMatch(/PS: mornings are best\.$/);
  await expect(form(page).getByRole('button', { name: copy.submit.drafted })).toBeVisible();
});

test('on /ar/contact an Arabic name, an address with + and a message with + = & reach the mail draft exactly', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/ar/contact');
  const arabicForm = page.getByRole('form', { name: arabic.heading });
  await arabicForm.getByRole('textbox', { name: new RegExp(`^${literal(arabic.fields.name.label)}`) }).fill('محمد');
  await arabicForm.getByRole('textbox', { name: new RegExp(`^${literal(arabic.fields.email.label)}`) }).fill('mohammed+ar@example.com');
  await arabicForm.getByRole('textbox', { name: new RegExp(`^${literal(arabic.fields.message.label)}`) }).fill('مرحبا 1+1=2 & شكرا');
  await arabicForm.getByRole('button', { name: arabic.submit.draft }).click();
  await expect.poll(net.drafts).toHaveLength(1);
  const draft = parseMailto((await net.drafts())[0]!);
  expect(draft.to).toEqual([INFO]);
  expect(draft.fields.subject).toBe(fillIn(arabic.mail.subject, { name: 'محمد' }));
  expect(draft.fields.body).toBe(draftBody('محمد', 'mohammed+ar@example.com', 'مرحبا 1+1=2 & شكرا', arabic));
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
  for (const { label } of Object.values(arabic.fields)) {
    await expect(page.getByRole('textbox', { name: new RegExp(`^${literal(label)}`) }), label).toHaveCount(0);
  }
  await expect(page.getByText(arabic.noScript.text)).toBeVisible();
  const copyLine = page.getByText(arabic.noScript.address);
  await expect(copyLine).toBeVisible();
  const address = copyLine.getByText(INFO, { exact: true });
  await expect(address).toBeVisible();
  expect(await address.evaluate((element) => getComputedStyle(element).userSelect)).toBe('all');
  const link = page.getByRole('link', { name: arabic.noScript.link });
  await link.click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked).toEqual([await link.getAttribute('href')]);
  const draft = parseMailto(asked[0]!);
  expect(draft.to).toEqual([INFO]);
  expect(draft.entries).toEqual([['subject', arabic.noScript.subject]]);
  await context.close();
});

test('the map asks nothing of the map host until the visitor clicks Show map', async ({ page }) => {
  const net = await prepare(page);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  expect(net.external).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: mapCopy.externalLabel })).toHaveAttribute('href', mapCopy.externalUrl);

  await page.getByRole('button', { name: new RegExp(literal(mapCopy.loadLabel)) }).click();
  const frame = page.locator(`iframe[title="${mapCopy.title}"]`);
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
    await expect(field(page, 'name')).toHaveValue(typed.name);
    await expect(field(page, 'email')).toHaveValue(typed.email);
    await expect(field(page, 'subject')).toHaveValue(typed.subject);
    await expect(field(page, 'message')).toHaveValue(typed.message);
  }

  test('visitor sends a message, sees it arrived, and the form clears; the banner goes after 5 seconds', async ({ page }) => {
    const console = watchConsole(page);
    const net = await prepare(page);
    service.mode = 'ok';
    await page.clock.install({ time: new Date('2024-05-06T10:00:00+05:30') });
    await page.goto(`${origin}/contact`);
    await expect(form(page)).toContainText(copy.intro.endpoint);
    await fill(page, typed);
    await page.clock.pauseAt(new Date('2024-05-06T10:05:00+05:30'));
    await form(page).getByRole('button', { name: copy.submit.endpoint }).click();

    await expect(form(page).getByText(SUCCESS_BANNER)).toBeVisible();
    await expect(toast(page, SUCCESS_TOAST)).toBeVisible();
    expect(service.received).toEqual([typed]);
    for (const name of ['name', 'email', 'subject', 'message'] as const) await expect(field(page, name)).toHaveValue('');
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
    await form(page).getByRole('button', { name: copy.submit.endpoint }).click();
    return net;
  }

  test('when the service answers 500, every field is kept and the mail draft is offered', async ({ page }) => {
    const net = await send(page, 'fail');

    await expect(form(page).getByText(copy.failed.title)).toBeVisible();
    await expect(form(page)).toContainText(copy.failed.reasons.status);
    await expect(toast(page, copy.failed.toast)).toBeVisible();
    await expect(page.getByText(/sent successfully|Thank you for your message/)).toHaveCount(0);
    await expectEveryFieldKept(page);
    expect(service.received).toHaveLength(1);
    await expectNoAxeViolations(page);

    // The draft offered follows the fields: an edit made after the failure goes with it.
    const edited = `${typed.message}\nPS: mornings are best.`;
    await fill(page, { message: edited });
    await form(page).getByRole('link', { name: copy.failed.emailInstead }).click();
    await expect.poll(net.drafts).toHaveLength(1);
    const draft = parseMailto((await net.drafts())[0]!);
    expect(draft.to).toEqual([INFO]);
    expect(draft.fields.subject).toBe('Tara Care pilot');
    expect(draft.fields.body).toBe(draftBody(typed.name, typed.email, edited.replace(/\n/g, '\r\n')));
    // Still safe across a reload until it is delivered.
    await page.reload();
    await expect(field(page, 'message')).toHaveValue(edited);
    await expect(field(page, 'name')).toHaveValue(typed.name);
  });

  test('when the service never answers, the form gives up after 10 seconds and keeps everything', async ({ page }) => {
    const net = await prepare(page);
    service.mode = 'never';
    await page.clock.install({ time: new Date('2024-05-06T10:00:00+05:30') });
    await page.goto(`${origin}/contact`);
    await fill(page, typed);
    await page.clock.pauseAt(new Date('2024-05-06T10:05:00+05:30'));
    await form(page).getByRole('button', { name: copy.submit.endpoint }).click();

    await expect(form(page).getByRole('button', { name: copy.submit.sending })).toBeVisible();
    await expect.poll(() => service.received.length).toBe(1);
    await page.clock.runFor(10_000);
    await expect(form(page).getByText(copy.failed.title)).toBeVisible();
    await expect(form(page)).toContainText(copy.failed.reasons.timeout);
    await expectEveryFieldKept(page);
    await expect(form(page).getByRole('link', { name: copy.failed.emailInstead })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${literal(INFO)}\\?subject=Tara%20Care%20pilot&body=`),
    );
    expect(await net.drafts()).toEqual([]);
  });

  test('when the service takes the message but its answer lacks CORS headers, the visitor is told it may have arrived, and sending again cannot deliver it twice', async ({
    page,
  }) => {
    await send(page, 'no-cors');

    await expect(form(page).getByText(ui.unconfirmedTitle)).toBeVisible();
    await expect(form(page)).toContainText(fillIn(ui.unconfirmedText, { address: INFO }));
    await expect(page.getByText(/could not be sent|sent successfully|Thank you for your message/)).toHaveCount(0);
    await expectEveryFieldKept(page);
    expect(service.received).toHaveLength(1);
    expect(service.keys[0]).toMatch(/^[0-9a-f]{64}$/);
    await expectNoAxeViolations(page);

    // Pressing Send again sends nothing: the message may well have arrived, and one is enough.
    await form(page).getByRole('button', { name: copy.submit.endpoint }).click({ force: true });
    await expect(toast(page, ui.unconfirmedTitle)).toHaveCount(1);
    await twoFrames(page);
    expect(service.received).toHaveLength(1);
    await expectEveryFieldKept(page);
    // A changed message is a new one, with a key of its own: an endpoint that honours keys keeps both.
    await fill(page, { message: `${typed.message}\nPS: mornings are best.` });
    await form(page).getByRole('button', { name: copy.submit.endpoint }).click();
    await expect.poll(() => service.keys.length).toBe(2);
    expect(service.keys[1]).not.toBe(service.keys[0]);
  });

  test('visitor who presses Send twice a second apart sends one message, and the form keeps saying it arrived', async ({ page }) => {
    await prepare(page);
    service.mode = 'ok';
    await page.clock.install();
    await page.goto(`${origin}/contact`);
    await fill(page, typed);
    const send = form(page).getByRole('button', { name: copy.submit.endpoint });
    await send.click();
    await expect(form(page).getByText(copy.sent.banner)).toBeVisible();
    await page.clock.runFor(1_000);
    await send.click({ force: true });
    await twoFrames(page);
    expect(service.received).toEqual([typed]);
    // Still the success banner, not a complaint about the fields it emptied.
    await expect(form(page).getByText(copy.sent.banner)).toBeVisible();
    await expect(form(page).getByText(copy.invalid.title)).toHaveCount(0);
    await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid');
  });

  test('when the service cannot be reached, every field is kept and the mail draft is offered', async ({ page }) => {
    await prepare(page);
    await page.route(ENDPOINT, (route) => route.abort('connectionrefused'));
    await page.goto(`${origin}/contact`);
    await fill(page, typed);
    await form(page).getByRole('button', { name: copy.submit.endpoint }).click();

    await expect(form(page)).toContainText(copy.failed.reasons.network);
    await expectEveryFieldKept(page);
    await expect(form(page).getByRole('link', { name: copy.failed.emailInstead })).toBeVisible();
  });
});
