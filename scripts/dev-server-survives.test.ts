/**
 * `npm run dev` survives every mistake a copywriter can save in a body (issue 30): each
 * broken-body fixture of tests/fixtures/content-errors/ is saved into a running dev server on a
 * copy of the project; the browser's overlay names the file, the server keeps answering, and
 * saving the file fixed brings the page back. (Before, such a save ended the server in 2 of 3
 * tries: an unhandled rejection in src/content/bodies.ts, and a failed body stayed cached.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { testBrowserPath } from './chromium';
import { copyProject } from './content-diff/project-copy';
import { loadNews } from '~/content/load.server';
import { parseSource } from '~/content/source';

// Each save is checked in full before the page is touched, and the server compiles the body: seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const PORT = Number(process.env.DEV_SURVIVES_PORT ?? 4251);
const URL = `http://127.0.0.1:${PORT}`;
const FIXTURES = join('tests', 'fixtures', 'content-errors');

/** Fixtures whose mistake is in the body of a news item: what a copywriter types below the fields. */
const BODY_FIXTURES = [
  'news-unclosed-bold',
  'news-raw-image',
  'news-unquoted-attribute',
  'news-empty-link',
  'news-angle-bracket-link',
  'news-non-breaking-space-in-body',
  'news-html-comment',
  'news-html-line-break',
  'news-less-than',
  'news-bad-mdx-expression',
  'news-undefined-name',
  'news-unknown-component',
  'news-link-typo',
];

let dir = '';
let server: ChildProcess | undefined;
let log = '';
let browser: Browser | undefined;
let page: Page | undefined;

const answers = async (path: string): Promise<number | string> => {
  try {
    return (await fetch(URL + path)).status;
  } catch (error) {
    return `no answer (${error instanceof Error ? String((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error)})`;
  }
};

async function until<T>(what: string, check: () => Promise<T | undefined>, timeout = 60_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; dev server log:\n${log.slice(-3000)}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

const overlayText = async () =>
  (await page!
    .locator('vite-error-overlay')
    .evaluate((el) => el.shadowRoot?.textContent ?? '')
    .catch(() => '')) || '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-survives-'));
  // The project as tracked (and new) files, with this checkout's node_modules: never the real content/.
  copyProject(dir);
  server = spawn(join(dir, 'node_modules', '.bin', 'react-router'), ['dev', '--port', String(PORT), '--host', '127.0.0.1', '--strictPort'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development' },
  });
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await until('the dev server', async () => ((await answers('/')) === 200 ? true : undefined), 180_000);
  browser = await chromium.launch({ executablePath: testBrowserPath() });
  page = await browser.newPage();
  // The first visit may make Vite optimise dependencies and reload: let that settle.
  await page.goto(`${URL}/news`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  await page.goto(`${URL}/news`, { waitUntil: 'networkidle' });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  if (dir) {
    rmSync(join(dir, 'node_modules'), { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The start of a body's last line, when the page shows it as it is written (no Markdown or HTML in it): how a test sees the body on the page. */
const plainEnd = (body: string) => {
  const start = body.trim().split('\n').at(-1)!.slice(0, 40);
  return /^[\p{L}\p{N} ,.;:()-]+$/u.test(start) ? start : undefined;
};

/**
 * A news item every fixture's body is saved into: a route the dev server prerenders, like every
 * item it started with. The first of content/news/ whose body ends in a plain line (whichever stories it holds today).
 */
const target = loadNews().find((item) => plainEnd(parseSource(item.file, readFileSync(item.file, 'utf8')).body));
if (!target) throw new Error('content/news/ has no story whose body ends in a plain line');
const TARGET = target.file;
const ROUTE = `/news/${target.slug}`;

/**
 * What runs in the tab is what runs on a built page (docs/decisions/3104): no React Router client,
 * React only inside the islands, each island hydrated by the islands' own runtime. Then a body
 * saved while the tab shows its page reaches the tab by itself (a reload: no client router runs to
 * apply a hot update), and so does the file put back. Before, development hydrated the whole page
 * with React Router's client, so a handler outside an island worked there and never on a built page.
 */
test('the dev page runs what a built page runs (its islands hydrated, nothing else) and a saved body reaches the open tab', async () => {
  const tab = page!;
  // The tab beforeAll opened: /news, whose list is an island. React Router's client sets these as the page loads.
  expect(
    await tab.evaluate(() => ['__reactRouterContext', '__reactRouterDataRouter', '__reactRouterRouteModules'].filter((name) => name in window)),
  ).toEqual([]);
  await tab.waitForFunction(() => document.querySelectorAll('[data-island]').length > 0);
  // Each island wakes as it comes near the screen: brought into view in turn (tests/e2e/support.ts, hydrated()).
  for (const island of await tab.locator('[data-island]').all()) {
    await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await tab.waitForFunction((element) => element.hasAttribute('data-hydrated'), await island.elementHandle(), { timeout: 30_000 });
  }
  // React marks every element it renders or hydrates with properties of its own: none outside the islands.
  const reactOutsideIslands = await tab.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('body, body *')]
      .filter((element) => !element.closest('[data-island]') && Object.keys(element).some((key) => key.startsWith('__react')))
      .map((element) => element.tagName.toLowerCase() + (element.id ? `#${element.id}` : ''))
      .slice(0, 5),
  );
  expect(reactOutsideIslands).toEqual([]);

  // A save reaches an open tab as a reload (no client router runs to apply a hot update), sent
  // through the tab's Vite client socket, which connects after the page has loaded. Proven in a
  // tab of its own: the reload's request for the page is sent. That the server then renders the
  // saved body is the next tests' claim; rendering the dev page again takes a minute on a busy machine.
  const second = await browser!.newPage();
  const original = readFileSync(join(dir, TARGET), 'utf8');
  try {
    const connected = second.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: 60_000 });
    await second.goto(URL + ROUTE, { waitUntil: 'load' });
    await connected;
    const reloaded = second.waitForRequest((request) => request.isNavigationRequest() && request.url() === URL + ROUTE, { timeout: 60_000 });
    writeFileSync(join(dir, TARGET), `${original.trimEnd()}\n\nA sentence saved while the page is open.\n`);
    await reloaded;
  } finally {
    writeFileSync(join(dir, TARGET), original);
    await second.close();
  }
  expect(server!.exitCode).toBeNull();
});

/**
 * The overlay is watched in the browser tab for the first fixture only, in the tab beforeAll
 * opened: loading the dev app again takes 30 s or more on a busy machine (it timed out once at
 * 30 s), and the overlay is the same code for every fixture. Every fixture is saved, answered by
 * the server and brought back.
 */
const IN_BROWSER = new Set(BODY_FIXTURES.slice(0, 1));

test.each(BODY_FIXTURES)(
  'the dev server answers after the body of %s is saved, shows it (in the overlay for the first), and brings the page back once fixed',
  async (fixture) => {
    const news = join(FIXTURES, fixture, 'content', 'news');
    const source = readFileSync(join(news, readdirSync(news)[0]!), 'utf8');
    const original = readFileSync(join(dir, TARGET), 'utf8');
    const fields = (text: string) => text.slice(0, text.indexOf('\n---', 3) + 4);
    const body = source.slice(fields(source).length);
    expect(body.trim(), `${fixture} has a body`).not.toBe('');
    const lastSentence = plainEnd(parseSource(TARGET, original).body)!;

    const inBrowser = IN_BROWSER.has(fixture);
    if (inBrowser) {
      // A tab of its own, its Vite client connected: the tab the last test used may still be
      // reloading for that test's saves, and an error sent before its socket connects reaches no one.
      await page!.close();
      page = await browser!.newPage();
      const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: 60_000 });
      await page.goto(`${URL}/news`, { waitUntil: 'load' });
      await connected;
      expect(await overlayText()).not.toContain(TARGET);
    }

    // The item's own fields, the fixture's broken body: what a copywriter saves.
    writeFileSync(join(dir, TARGET), `${fields(original)}${body}`);
    if (inBrowser) {
      // The open tab's overlay names the file (a save is checked before any update is sent).
      await until(`the overlay naming ${TARGET}`, async () => ((await overlayText()).includes(`${TARGET}:`) ? true : undefined));
      // It ends with what a copywriter does (fix and save), not Vite's hint to developers about `server.hmr.overlay`.
      expect(await overlayText()).toContain('Fix the file and save: the page updates by itself.');
      const tip = await page!.locator('vite-error-overlay').evaluate((el) => {
        const hint = el.shadowRoot?.querySelector('[part="tip"]');
        return hint ? getComputedStyle(hint).display : 'absent';
      });
      expect(['none', 'absent']).toContain(tip);
    } else {
      // The server has taken the save: the page no longer shows the body it had.
      await until(`${ROUTE} with the broken body`, async () => {
        const response = await fetch(URL + ROUTE);
        const text = await response.text();
        return response.status !== 200 || !text.includes(lastSentence) ? true : undefined;
      });
    }
    expect(server!.exitCode).toBeNull();
    // The broken page answers (an error page, or the text as far as it can be shown), and every other page as before.
    expect(typeof (await answers(ROUTE))).toBe('number');
    expect(await answers('/news')).toBe(200);

    writeFileSync(join(dir, TARGET), original);
    const html = await until(`${ROUTE} back`, async () => {
      const response = await fetch(URL + ROUTE);
      const text = await response.text();
      return response.status === 200 && text.includes(lastSentence) ? text : undefined;
    });
    expect(html).toContain(lastSentence);
    expect(server!.exitCode).toBeNull();
    // Done with the tab: an open one reloads on every save, each reload a few hundred module
    // requests competing with the next fixtures' for the server.
    if (inBrowser) await page!.close();
  },
);
