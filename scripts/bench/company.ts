/**
 * Budgets of the company pages (issue 5), measured on the built site (npm run build first):
 *
 * 1. The about-page particle canvas: main-thread time per drawn frame (update + draw of every
 *    particle and link), measured by timing each requestAnimationFrame callback that draws, in
 *    Chromium at three window widths, for 3 s each. Budget: < 5 ms per frame (p95).
 * 2. Lighthouse mobile (default config: throttled Moto G class device) for each company page.
 *    Budgets: Performance ≥ 95, Accessibility / Best Practices / SEO 100, CLS 0.
 *
 * Usage: tsx scripts/bench/company.ts [--no-particles] [--no-lighthouse] [/page …]
 * Set LH_REPORTS=<dir> to keep each page's full Lighthouse result as JSON.
 * Ports: the static server listens on PORT (default 4313); Chromium's DevTools port for
 * Lighthouse is CDP_PORT (default 4303). Both bind to 127.0.0.1 only.
 */
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../chromium';
import { startServer } from '../server-process';

const PORT = Number(process.env.PORT ?? 4313);
const CDP_PORT = Number(process.env.CDP_PORT ?? 4303);
const FRAME_BUDGET_MS = 5;
const SAMPLE_MS = 3000;
const WIDTHS = [390, 1440, 1920];
const ALL_PAGES = ['/robotics', '/point-ai-education', '/funding', '/locations/india', '/locations/uae', '/locations/saudi', '/locations/global'];
const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const PAGES = chosen.length ? chosen : ALL_PAGES;

type Row = Record<string, string | number>;

function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const ms = (value: number) => value.toFixed(2);

async function particleBench(baseUrl: string): Promise<{ rows: Row[]; ok: boolean }> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const rows: Row[] = [];
  let ok = true;
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      // Time every animation-frame callback that draws (the canvas is cleared once per drawn
      // frame; callbacks skipped by the 30 fps cap are not counted). On /robotics the particle
      // canvas is the only thing drawing.
      await page.addInitScript(() => {
        const w = window as unknown as { __frameCosts: number[]; __drew: boolean };
        w.__frameCosts = [];
        w.__drew = false;
        const clear = CanvasRenderingContext2D.prototype.clearRect;
        CanvasRenderingContext2D.prototype.clearRect = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof clear>) {
          w.__drew = true;
          return clear.apply(this, args);
        };
        const native = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) =>
          native((time) => {
            w.__drew = false;
            const start = performance.now();
            callback(time);
            if (w.__drew) w.__frameCosts.push(performance.now() - start);
          });
      });
      await page.goto(`${baseUrl}/robotics`, { waitUntil: 'networkidle' });
      await page.waitForSelector('canvas[data-running="true"]');
      await page.evaluate(() => ((window as unknown as { __frameCosts: number[] }).__frameCosts.length = 0));
      await page.waitForTimeout(SAMPLE_MS);
      const { costs, particles } = await page.evaluate(() => ({
        costs: (window as unknown as { __frameCosts: number[] }).__frameCosts.slice(),
        particles: document.querySelector('canvas[data-particles]')?.getAttribute('data-particles') ?? '?',
      }));
      const p95 = percentile(costs, 95);
      const pass = p95 < FRAME_BUDGET_MS;
      ok &&= pass;
      rows.push({
        width: `${width}px`,
        particles,
        'drawn frames': costs.length,
        'mean ms': ms(costs.reduce((a, b) => a + b, 0) / Math.max(1, costs.length)),
        'p95 ms': ms(p95),
        'max ms': ms(Math.max(...costs)),
        budget: `< ${FRAME_BUDGET_MS} ms p95`,
        result: pass ? 'pass' : 'FAIL',
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return { rows, ok };
}

async function lighthouseBench(baseUrl: string): Promise<{ rows: Row[]; ok: boolean }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [`--remote-debugging-port=${CDP_PORT}`, '--remote-debugging-address=127.0.0.1'],
  });
  const rows: Row[] = [];
  let ok = true;
  try {
    for (const path of PAGES) {
      const result = await lighthouse(`${baseUrl}${path}`, { port: CDP_PORT, output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      if (process.env.LH_REPORTS) {
        mkdirSync(process.env.LH_REPORTS, { recursive: true });
        writeFileSync(join(process.env.LH_REPORTS, `${path.slice(1).replace(/\//g, '_') || 'home'}.json`), JSON.stringify(lhr));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
      const pass =
        score('performance') >= 95 && score('accessibility') === 100 && score('best-practices') === 100 && score('seo') === 100 && cls === 0;
      ok &&= pass;
      rows.push({
        page: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(lcp),
        CLS: Number(cls.toFixed(3)),
        result: pass ? 'pass' : 'FAIL',
      });
    }
  } finally {
    await browser.close();
  }
  return { rows, ok };
}

const server = await startServer(PORT);
let failed = false;
try {
  if (!process.argv.includes('--no-particles')) {
    console.log('\nParticle canvas (about page): main-thread time per drawn frame, Chromium');
    const particles = await particleBench(server.url);
    console.table(particles.rows);
    failed ||= !particles.ok;
  }

  if (!process.argv.includes('--no-lighthouse')) {
    console.log('\nLighthouse mobile (default throttling) on the company pages');
    const scores = await lighthouseBench(server.url);
    console.table(scores.rows);
    failed ||= !scores.ok;
  }
} finally {
  await server.stop();
}
if (failed) {
  console.log('\nSome budgets were missed (see FAIL rows). Scores vary with machine load; rerun on a quiet machine before acting.');
  process.exitCode = 1;
}
