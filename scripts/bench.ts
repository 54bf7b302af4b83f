/**
 * npm run bench — the site's budgets in one table (never a timed test: machines are noisy).
 *
 *   npm run bench                      build, then every page route (+ first news and careers item)
 *   npm run bench -- --all             every prerendered URL
 *   npm run bench -- --routes /,/tara  just these
 *   npm run bench -- --no-build --no-lighthouse
 *   npm run bench -- --runs 5          Lighthouse runs per route (default 3; the table shows medians)
 *
 * Prints the table and writes it to reports/bench.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { checkContent } from '~/content/check';
import { sitePages } from '~/site-map.server';
import { FIRST_ROUND_TRIP_BYTES } from './build/precompress';
import { chromiumPath } from './chromium';
import { startServer } from './server-process';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

/** Issue 16's budgets (docs/decisions/1600): JS by what a page's sections need. */
const BUDGET = {
  /** A page whose sections are all static: the shell's script only (the physical floor is 0). */
  staticJsKb: 5,
  homeJsKb: 70,
  /** Any other page with islands: React DOM, the island runtime and its islands' code. */
  islandJsKb: 80,
  buildS: 30,
  checkMs: 2000,
  perf: 100,
  a11y: 100,
  bp: 100,
  seo: 100,
  tbtMs: 30,
  cls: 0,
  lcpMs: 1500,
};
/** The peer measured in issue 16 (Lighthouse 12 mobile, median of 3, same machine), for the ratio line. */
const PEER_HOME = { jsKb: 126.8, totalKb: 1439, lcpMs: 3302 };
/** Lighthouse runs per route; every figure in the table is the median of these (Lighthouse's own advice for noisy machines). */
const RUNS = Math.max(1, Number(option('--runs') ?? 3));

type Row = {
  route: string;
  perf?: number;
  a11y?: number;
  bp?: number;
  seo?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  /** With every island hydrated (the visitor has scrolled to each): what the budget holds. */
  jsGzip: number;
  /** Before the visitor scrolls: only islands in sight, or those that wake at load (decision 1606). */
  jsAtLoad: number;
  total: number;
  /** The document as sent (compressed body and headers): at most one TCP first round trip (decision 1605). */
  html: number;
  /** The islands the page hydrates, by name (none: a static page). */
  islands: string[];
  /** Requests the page made for the content editor's files (/admin/…): there must be none (docs/decisions/3200). */
  editorRequests: number;
};

async function timeContentCheck(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const { problems } = await checkContent(process.cwd());
    times.push(performance.now() - t);
    if (problems.length) throw new Error('Content check failed: run npm run content:check');
  }
  return times.sort((a, b) => a - b)[2]!;
}

function timeBuild(): number {
  const t = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('Build failed');
  return (performance.now() - t) / 1000;
}

function routesToMeasure(): string[] {
  const given = option('--routes');
  if (given) return given.split(',');
  const built = execFileSync('find', ['build/client', '-name', 'index.html'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((file) => file.replace(/^build\/client/, '').replace(/\/?index\.html$/, '') || '/')
    // The content editor (/admin/) is not a page of the site: its row is its own, below.
    .filter((path) => path !== '/newsroom' && path !== '/admin')
    .sort();
  if (flag('--all')) return built;
  const pages: string[] = sitePages().map((page) => page.path);
  const firstItem = (prefix: string) => built.find((path) => path.startsWith(`${prefix}/`));
  return [...pages, firstItem('/news'), firstItem('/careers')].filter((path): path is string => !!path);
}

type Bytes = Pick<Row, 'jsGzip' | 'jsAtLoad' | 'total' | 'html' | 'islands' | 'editorRequests'>;

/** Bytes a visitor downloads per route, from a real page load in Chromium. */
async function measureBytes(url: string, routes: string[]): Promise<Map<string, Bytes>> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const out = new Map<string, Bytes>();
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const seen: Promise<{ js: number; bytes: number }>[] = [];
      let editorRequests = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/admin')) editorRequests++;
      });
      page.on('response', (response) => {
        seen.push(
          response
            .body()
            .then((body) => {
              const isJs = /javascript/.test(response.headers()['content-type'] ?? '');
              const gz = gzipSync(body).length;
              return { js: isJs ? gz : 0, bytes: gz };
            })
            .catch(() => ({ js: 0, bytes: 0 })),
        );
      });
      const answer = await page.goto(url + route, { waitUntil: 'networkidle' });
      const sent = await answer!.request().sizes();
      // What the page loads before the visitor scrolls: islands in sight (and those that wake at
      // load) only. Island code is asked for once content that fades in late is in full view
      // (src/islands/start.ts), which can be after the network first goes quiet: wait for those.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-island]')].every(
            (island) =>
              island.hasAttribute('data-hydrated') || !island.firstElementChild || island.firstElementChild.getBoundingClientRect().top > innerHeight,
          ),
        null,
        { timeout: 15_000 },
      );
      await page.waitForLoadState('networkidle');
      const atLoad = await Promise.all([...seen]);
      // Then what it loads once the visitor has reached every island: the budget's figure.
      const islands = page.locator('[data-island]');
      for (let index = 0, count = await islands.count(); index < count; index++) {
        const island = islands.nth(index);
        await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await page.waitForFunction((element) => element.hasAttribute('data-hydrated'), await island.elementHandle(), { timeout: 15_000 });
      }
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(seen);
      const names = await page.evaluate(() => [
        ...new Set([...document.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island') ?? '')),
      ]);
      out.set(route, {
        jsGzip: sizes.reduce((s, x) => s + x.js, 0),
        jsAtLoad: atLoad.reduce((s, x) => s + x.js, 0),
        total: sizes.reduce((s, x) => s + x.bytes, 0),
        html: sent.responseBodySize + sent.responseHeadersSize,
        islands: names,
        editorRequests,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** What the site search costs (docs/decisions/1802): bytes of its code and index before the dialog opens, and once a first query is answered. */
async function measureSearch(url: string, route: string, query: string): Promise<{ before: number; after: number; requests: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seen: { search: boolean; opened: boolean; bytes: Promise<number> }[] = [];
    let opened = false;
    page.on('response', (response) => {
      const search = /\/pagefind\/|\/assets\/site-search-/.test(response.url());
      seen.push({
        search,
        opened,
        bytes: response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      });
    });
    await page.goto(url + route, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    opened = true;
    await page.keyboard.press('/');
    await page.keyboard.type(query);
    await page.waitForFunction(() => document.querySelectorAll('[data-search-results] a').length > 0);
    await page.waitForLoadState('networkidle');
    const sum = (rows: typeof seen) => Promise.all(rows.map((row) => row.bytes)).then((sizes) => sizes.reduce((a, b) => a + b, 0));
    const after = seen.filter((row) => row.opened);
    return { before: await sum(seen.filter((row) => !row.opened && row.search)), after: await sum(after), requests: after.length };
  } finally {
    await browser.close();
  }
}

/** What the content editor at /admin/ costs the copywriter who opens it (never a visitor): its code as it loads, gzip and brotli. */
async function measureEditor(url: string): Promise<{ gzip: number; brotli: number; requests: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const code: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (/javascript|text\/css/.test(response.headers()['content-type'] ?? '')) code.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${url}/admin/`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(code);
    return {
      gzip: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
      brotli: bodies.reduce((sum, body) => sum + brotliCompressSync(body).length, 0),
      requests: bodies.length,
    };
  } finally {
    await browser.close();
  }
}

async function runLighthouse(url: string, routes: string[]): Promise<Map<string, Partial<Row>>> {
  const out = new Map<string, Partial<Row>>();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    for (const route of routes) {
      const audit = async () =>
        (
          await lighthouse(url + route, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          })
        )?.lhr;
      const runs: Partial<Row>[] = [];
      for (let run = 0; run < RUNS; run++) {
        // Lighthouse sometimes fails to record the trace (NO_NAVSTART); that says nothing about the page, so try once more.
        let lhr = await audit();
        if (lhr?.runtimeError) lhr = await audit();
        if (!lhr) continue;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          perf: score('performance'),
          a11y: score('accessibility'),
          bp: score('best-practices'),
          seo: score('seo'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
        });
      }
      const keys = ['perf', 'a11y', 'bp', 'seo', 'lcp', 'tbt', 'cls'] as const;
      out.set(route, Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key] ?? NaN))])));
      process.stderr.write('.');
    }
  } finally {
    chrome.kill();
    process.stderr.write('\n');
  }
  return out;
}

const mark = (ok: boolean) => (ok ? '' : ' ✗');
function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

const checkMs = await timeContentCheck();
const buildS = flag('--no-build') ? NaN : timeBuild();
const routes = routesToMeasure();
const server = await startServer(Number(process.env.PORT ?? 4186));
let rows: Row[];
let search: Awaited<ReturnType<typeof measureSearch>>;
let editor: Awaited<ReturnType<typeof measureEditor>>;
try {
  search = await measureSearch(server.url, '/terms', 'RFID');
  editor = await measureEditor(server.url);
  const bytes = await measureBytes(server.url, routes);
  const scores = flag('--no-lighthouse') ? new Map<string, Partial<Row>>() : await runLighthouse(server.url, routes);
  rows = routes.map((route) => ({ route, ...bytes.get(route)!, ...scores.get(route) }));
} finally {
  await server.stop();
}

const lines: string[] = [];
lines.push(`# Bench — ${new Date().toISOString()}`, '');
lines.push('| measure | value | budget |', '|---|---|---|');
lines.push(`| content check (median of 5) | ${checkMs.toFixed(0)} ms${mark(checkMs <= BUDGET.checkMs)} | ≤ ${BUDGET.checkMs} ms |`);
lines.push(
  `| full build (npm run build) | ${Number.isNaN(buildS) ? 'skipped' : `${buildS.toFixed(1)} s${mark(buildS <= BUDGET.buildS)}`} | ≤ ${BUDGET.buildS} s |`,
);
lines.push(`| search: bytes before open (/terms: its code and index) | ${search.before} B${mark(search.before === 0)} | 0 |`);
lines.push(`| search: bytes after first query ("RFID", gzip, ${search.requests} requests) | ${kb(search.after)} KB | – |`);
const editorRequests = rows.reduce((sum, row) => sum + row.editorRequests, 0);
lines.push(
  `| content editor: requests for its files (/admin/…) from the ${rows.length} routes below | ${editorRequests}${mark(editorRequests === 0)} | 0 |`,
);
lines.push(
  `| content editor (/admin/, copywriters only): its code as it loads (${editor.requests} files) | ${kb(editor.gzip)} KB gzip, ${kb(editor.brotli)} KB brotli | – |`,
);
lines.push('');
lines.push(
  '| route | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | HTML sent KB | JS at load KB | JS gzip KB | JS budget | total KB | islands |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
);
const fmt = (value: number | undefined, ok: (v: number) => boolean, digits = 0) =>
  value === undefined || Number.isNaN(value) ? '–' : `${value.toFixed(digits)}${mark(ok(value))}`;
for (const r of rows) {
  const jsBudgetKb = r.route === '/' ? BUDGET.homeJsKb : r.islands.length ? BUDGET.islandJsKb : BUDGET.staticJsKb;
  lines.push(
    `| ${r.route} | ${fmt(r.perf, (v) => v >= BUDGET.perf)} | ${fmt(r.a11y, (v) => v >= BUDGET.a11y)} | ${fmt(r.bp, (v) => v >= BUDGET.bp)} | ${fmt(r.seo, (v) => v >= BUDGET.seo)} | ${fmt(r.lcp, (v) => v <= BUDGET.lcpMs)} | ${fmt(r.tbt, (v) => v <= BUDGET.tbtMs)} | ${fmt(r.cls, (v) => v <= BUDGET.cls, 3)} | ${kb(r.html)}${mark(r.html <= FIRST_ROUND_TRIP_BYTES)} | ${kb(r.jsAtLoad)} | ${kb(r.jsGzip)}${mark(r.jsGzip <= jsBudgetKb * 1024)} | ≤ ${jsBudgetKb} | ${kb(r.total)} | ${r.islands.join(', ') || 'none'} |`,
  );
}
const home = rows.find((r) => r.route === '/');
if (home) {
  const ratio = (ours: number | undefined, peer: number) => (ours === undefined || Number.isNaN(ours) ? '–' : `${(ours / peer).toFixed(2)}×`);
  lines.push(
    '',
    '| home page | ours | peer (issue 16) | ours ÷ peer |',
    '|---|---|---|---|',
    `| JS transferred | ${kb(home.jsGzip)} KB | ${PEER_HOME.jsKb} KB | ${ratio(home.jsGzip / 1024, PEER_HOME.jsKb)} |`,
    `| total bytes | ${kb(home.total)} KB | ${PEER_HOME.totalKb} KB | ${ratio(home.total / 1024, PEER_HOME.totalKb)} |`,
    `| LCP | ${fmt(home.lcp, () => true)} ms | ${PEER_HOME.lcpMs} ms | ${ratio(home.lcp, PEER_HOME.lcpMs)} |`,
  );
}
lines.push(
  '',
  `Budgets: Perf ${BUDGET.perf}, A11y/BP/SEO 100, TBT ≤ ${BUDGET.tbtMs} ms, CLS 0, LCP ≤ ${BUDGET.lcpMs} ms on every route; JS gzip ≤ ${BUDGET.staticJsKb} KB on a page without islands, ≤ ${BUDGET.homeJsKb} KB on /, ≤ ${BUDGET.islandJsKb} KB on other pages with islands (JS gzip: every island hydrated, as once the visitor has scrolled to each; JS at load: before any scroll, decision 1606); HTML as sent (compressed, with its headers) ≤ ${kb(FIRST_ROUND_TRIP_BYTES)} KB, one TCP first round trip. ✗ marks a miss.`,
);
lines.push(
  `Lighthouse 12, mobile form factor, simulated throttling, Debian Chromium, served by scripts/serve.ts on 127.0.0.1; each score and timing is the median of ${RUNS} run${RUNS === 1 ? '' : 's'}.`,
);

const table = lines.join('\n');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.md', `${table}\n`);
console.log(table);
console.log('\nWritten to reports/bench.md');
