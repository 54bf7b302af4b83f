/**
 * Home page budgets (issue 3), measured on the built site: Lighthouse 12 mobile (simulated
 * throttling) plus the bytes the page loads. Builds nothing: run `npm run build` first.
 *
 *   tsx scripts/bench/home.ts [--runs=3] [--path=/]      PORT (default 4311), CHROME_PATH
 *
 * Prints one table; exits 1 when a budget is missed. Scores are the median of the runs (by
 * performance score); the 2-core machine is shared, so expect a few points of noise.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromiumPath } from '../chromium';
import { startServer } from '../server-process';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Math.max(1, Number(arg('runs', '3')));
const path = arg('path', '/');
const port = Number(process.env.PORT ?? 4311);

export const budgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs: 2000,
  jsGzipKb: 120,
  pageWeightKb: 600,
} as const;

type Row = { metric: string; value: string; budget: string; ok: boolean | undefined };

const kb = (bytes: number) => bytes / 1024;

async function main() {
  const server = await startServer(port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${path}`, flags);
      if (!result) throw new Error('Lighthouse returned no result');
      results.push(result.lhr);
    }
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = results[Math.floor(results.length / 2)]!;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

    // Every script the page loaded, re-measured as gzip -9 of the file (the budget's unit).
    type Request = { url: string; resourceType?: string; transferSize?: number };
    const requests = ((lhr.audits['network-requests']?.details as { items?: Request[] } | undefined)?.items ?? []).filter((r) =>
      r.url.startsWith(server.url),
    );
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    let jsRaw = 0;
    let jsGzip = 0;
    for (const script of scripts) {
      const body = Buffer.from(await (await fetch(script.url, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
      jsRaw += body.length;
      jsGzip += gzipSync(body, { level: 9 }).length;
    }
    const jsTransfer = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const weight = numeric('total-byte-weight');

    const perf = score('performance');
    const lcp = numeric('largest-contentful-paint');
    const cls = numeric('cumulative-layout-shift');
    const rows: Row[] = [
      { metric: 'Performance (mobile)', value: String(perf), budget: `≥ ${budgets.performance}`, ok: perf >= budgets.performance },
      {
        metric: 'Accessibility',
        value: String(score('accessibility')),
        budget: `= ${budgets.accessibility}`,
        ok: score('accessibility') >= budgets.accessibility,
      },
      {
        metric: 'Best Practices',
        value: String(score('best-practices')),
        budget: `= ${budgets.bestPractices}`,
        ok: score('best-practices') >= budgets.bestPractices,
      },
      { metric: 'SEO', value: String(score('seo')), budget: `= ${budgets.seo}`, ok: score('seo') >= budgets.seo },
      { metric: 'LCP (simulated)', value: `${(lcp / 1000).toFixed(2)} s`, budget: `≤ ${budgets.lcpMs / 1000} s`, ok: lcp <= budgets.lcpMs },
      { metric: 'CLS', value: cls.toFixed(3), budget: `= ${budgets.cls}`, ok: cls <= budgets.cls },
      { metric: 'FCP (simulated)', value: `${(numeric('first-contentful-paint') / 1000).toFixed(2)} s`, budget: '', ok: undefined },
      { metric: 'Total Blocking Time', value: `${Math.round(numeric('total-blocking-time'))} ms`, budget: '', ok: undefined },
      { metric: 'Speed Index', value: `${(numeric('speed-index') / 1000).toFixed(2)} s`, budget: '', ok: undefined },
      {
        metric: `JS, gzip -9 (${scripts.length} files)`,
        value: `${kb(jsGzip).toFixed(1)} KB`,
        budget: `≤ ${budgets.jsGzipKb} KB`,
        ok: kb(jsGzip) <= budgets.jsGzipKb,
      },
      { metric: 'JS, as served (brotli)', value: `${kb(jsTransfer).toFixed(1)} KB`, budget: '', ok: undefined },
      { metric: 'JS, uncompressed', value: `${kb(jsRaw).toFixed(1)} KB`, budget: '', ok: undefined },
      {
        metric: `Page weight (${requests.length} requests)`,
        value: `${kb(weight).toFixed(1)} KB`,
        budget: `≤ ${budgets.pageWeightKb} KB`,
        ok: kb(weight) <= budgets.pageWeightKb,
      },
    ];
    print(rows, `Home page ${path} — Lighthouse ${lhr.lighthouseVersion}, mobile, median of ${runs} run${runs === 1 ? '' : 's'}`);
    const failed = rows.filter((row) => row.ok === false);
    for (const id of ['largest-contentful-paint-element', 'layout-shifts']) {
      const title = lhr.audits[id]?.displayValue;
      if (title) console.log(`${lhr.audits[id]!.title}: ${title}`);
    }
    if (failed.length) {
      console.error(`\n✖ ${failed.length} budget${failed.length === 1 ? '' : 's'} missed: ${failed.map((row) => row.metric).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

function print(rows: Row[], title: string) {
  const widths = [
    Math.max(...rows.map((r) => r.metric.length)),
    Math.max(...rows.map((r) => r.value.length)),
    Math.max(6, ...rows.map((r) => r.budget.length)),
  ];
  console.log(`\n${title}\n`);
  console.log(`${'metric'.padEnd(widths[0]!)}  ${'value'.padStart(widths[1]!)}  ${'budget'.padEnd(widths[2]!)}`);
  console.log(`${'-'.repeat(widths[0]!)}  ${'-'.repeat(widths[1]!)}  ${'-'.repeat(widths[2]!)}  --`);
  for (const row of rows) {
    const mark = row.ok === undefined ? '' : row.ok ? '✔' : '✖';
    console.log(`${row.metric.padEnd(widths[0]!)}  ${row.value.padStart(widths[1]!)}  ${row.budget.padEnd(widths[2]!)}  ${mark}`);
  }
}

await main();
