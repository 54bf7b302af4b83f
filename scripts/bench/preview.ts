/**
 * tsx scripts/bench/preview.ts — how fast `npm run dev` shows a copywriter's edit, and that a
 * broken edit shows in the overlay with file and line. Prints a table; never a timed test.
 *
 * Works on a temporary copy of the project (scripts/content-diff/project-copy.ts), so the real
 * content/ is never touched; its edits are found in the page's file (scripts/bench/setup.ts).
 * Dev server on 127.0.0.1:$PORT (default 4309).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../chromium';
import { copyProject } from '../content-diff/project-copy';
import { applyEdit, PREVIEW_PAGE, previewEdits, type Edit } from './setup';

const port = Number(process.env.PORT ?? 4309);
const url = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'preview-bench-'));
copyProject(dir);
const edits = previewEdits(dir);

const server = spawn(join(dir, 'node_modules', '.bin', 'react-router'), ['dev', '--port', String(port), '--host', '127.0.0.1', '--strictPort'], {
  cwd: dir,
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let log = '';
server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));

const edit = (change: Edit) => applyEdit(dir, change);

/** Milliseconds from saving until `check` holds in the page. */
async function timed(page: Page, change: () => void, check: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  change();
  await check();
  return Math.round(performance.now() - started);
}

const overlayText = (page: Page) => page.locator('vite-error-overlay').evaluate((el) => el.shadowRoot?.textContent ?? '');

type Row = { case: string; ms: number; result: string };
const rows: Row[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`dev server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const page = await browser.newPage();
  // The first visit may make Vite optimise dependencies and reload: let that settle first.
  await page.goto(`${url}${PREVIEW_PAGE.path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  await page.goto(`${url}${PREVIEW_PAGE.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1000);

  rows.push({
    case: 'MDX body paragraph (terms.mdx)',
    ms: await timed(
      page,
      () => edit(edits.body.edit),
      () => page.getByText(edits.body.shows).waitFor({ timeout: 15_000 }),
    ),
    result: 'text updated in place',
  });
  rows.push({
    case: 'MDX frontmatter heading (terms.mdx)',
    ms: await timed(
      page,
      () => edit(edits.heading.edit),
      () => page.getByRole('heading', { level: 1, name: edits.heading.shows }).waitFor({ timeout: 15_000 }),
    ),
    result: 'page reloaded with the new field',
  });
  rows.push({
    case: 'YAML site setting (site.yaml footer)',
    ms: await timed(
      page,
      () => edit(edits.setting.edit),
      () => page.getByText(edits.setting.shows).waitFor({ timeout: 15_000 }),
    ),
    result: 'page reloaded with the new setting',
  });
  const brokenLine =
    readFileSync(join(dir, PREVIEW_PAGE.file), 'utf8')
      .split('\n')
      .findIndex((l) => l.startsWith('title:')) + 1;
  let overlay = '';
  rows.push({
    case: 'broken frontmatter (unknown field)',
    ms: await timed(
      page,
      () => edit(edits.broken.edit),
      async () => {
        await page.locator('vite-error-overlay').waitFor({ timeout: 15_000 });
        overlay = await overlayText(page);
        mkdirSync('screens', { recursive: true });
        await page.screenshot({ path: 'screens/preview-overlay.png' });
      },
    ),
    result:
      /content\/pages\/terms\.mdx:\d+ titel — unknown field "titel"/.test(overlay) && overlay.includes(`terms.mdx:${brokenLine}`)
        ? `overlay names terms.mdx:${brokenLine}`
        : `overlay text unexpected: ${overlay.slice(0, 160)}`,
  });
  rows.push({
    case: 'fix it again',
    ms: await timed(
      page,
      () => edit(edits.fixed.edit),
      () => page.locator('vite-error-overlay').waitFor({ state: 'detached', timeout: 15_000 }),
    ),
    result: 'overlay gone',
  });
  let linkOverlay = '';
  rows.push({
    case: 'broken link in a body (full check)',
    ms: await timed(
      page,
      () => edit(edits.brokenLink.edit),
      async () => {
        await page.locator('vite-error-overlay').waitFor({ timeout: 15_000 });
        linkOverlay = await overlayText(page);
      },
    ),
    result:
      /terms\.mdx:\d+ body — link /.test(linkOverlay) && linkOverlay.includes(`link "${edits.brokenLink.shows}" leads to no page`)
        ? 'overlay names the line'
        : `unexpected: ${linkOverlay.slice(0, 160)}`,
  });
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(join(dir, 'node_modules'), { force: true });
  rmSync(dir, { recursive: true, force: true });
}

console.log('\n| Edit in npm run dev | Time to browser | Result |\n| --- | ---: | --- |');
for (const row of rows) console.log(`| ${row.case} | ${row.ms} ms | ${row.result} |`);
