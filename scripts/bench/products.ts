/**
 * tsx scripts/bench/products.ts [--lighthouse] — budgets of the nine product pages, as a table.
 *
 *   JS      gzip bytes of every script the prerendered page loads up front (≤ 130 KB)
 *   PDFs    size of each generated brochure / spec sheet (≤ 300 KB)
 *   --lighthouse  also runs Lighthouse (mobile preset, simulated throttling) per page:
 *           Performance ≥ 95, Accessibility / Best Practices / SEO = 100, CLS = 0
 *
 * Reads build/client (run `npm run build` first). Lighthouse drives the system Chromium over a
 * pipe (no debugging port) against scripts/serve.ts on 127.0.0.1:$PORT (default 4312).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumPath } from '../chromium';
import { startServer } from '../server-process';
import { assetPaths, scripts } from '../build/built-html';
import { productDownloadPaths } from '../build/pdfs';

const CLIENT = join(process.cwd(), 'build', 'client');
const PAGES = ['/tara', '/tara-learn', '/tara-greet', '/tara-care', '/tara-gen2', '/tara-gen3', '/octa-bot', '/defense/rhino', '/defense/guardian'];
const JS_BUDGET = 130 * 1024;
const PDF_BUDGET = 300 * 1024;

if (!existsSync(join(CLIENT, 'index.html'))) {
  console.error('bench: build/client is missing. Run "npm run build" first.');
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/**
 * Gzip size of the script files a page loads before any interaction (module preloads and the
 * entry), and, apart, of its inline scripts — mostly the serialized loader data React Router
 * hydrates from, i.e. the page's content a second time.
 */
function pageJs(route: string): { files: number; inline: number } {
  const html = readFileSync(join(CLIENT, route, 'index.html'), 'utf8');
  const files = assetPaths(html).filter((path) => path.endsWith('.js'));
  const inline = scripts(html)
    .map(({ body }) => body)
    .join('\n');
  let total = 0;
  for (const file of files) total += gz(readFileSync(join(CLIENT, file)));
  return { files: total, inline: gz(inline) };
}

type Row = Record<string, string>;
function table(rows: Row[]) {
  const keys = Object.keys(rows[0] ?? {});
  const widths = keys.map((key) => Math.max(key.length, ...rows.map((row) => row[key]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(keys));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(keys.map((key) => row[key]!)));
}

let failed = false;
const ok = (pass: boolean) => {
  if (!pass) failed = true;
  return pass ? 'ok' : 'OVER';
};

const lighthouse = process.argv.includes('--lighthouse') ? await runLighthouse() : undefined;

console.log('\nProduct pages');
table(
  PAGES.map((route) => {
    const js = pageJs(route);
    const row: Row = {
      page: route,
      'JS files gzip': kb(js.files),
      'JS ≤ 130 KB': ok(js.files <= JS_BUDGET),
      'inline data gzip': kb(js.inline),
      'files + inline': kb(js.files + js.inline),
    };
    const lh = lighthouse?.get(route);
    if (lh) {
      row.Perf = String(lh.performance);
      row.A11y = String(lh.accessibility);
      row.BP = String(lh['best-practices']);
      row.SEO = String(lh.seo);
      row.CLS = lh.cls.toFixed(3);
      row.LCP = `${(lh.lcp / 1000).toFixed(2)} s`;
      row.budget = ok(lh.performance >= 95 && lh.accessibility === 100 && lh['best-practices'] === 100 && lh.seo === 100 && lh.cls === 0);
    }
    return row;
  }),
);

console.log('\nProduct PDFs');
table(
  productDownloadPaths().map((path) => {
    const file = join(CLIENT, path);
    const size = existsSync(file) ? statSync(file).size : -1;
    return { file: path, size: size < 0 ? 'missing' : kb(size), '≤ 300 KB': ok(size >= 0 && size <= PDF_BUDGET) };
  }),
);
if (!lighthouse) console.log('\n(Lighthouse skipped; add --lighthouse to run it.)');
process.exit(failed ? 1 : 0);

type Scores = { performance: number; accessibility: number; 'best-practices': number; seo: number; cls: number; lcp: number };

async function runLighthouse(): Promise<Map<string, Scores>> {
  const { default: run } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const server = await startServer(Number(process.env.PORT ?? 4312));
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), pipe: true, headless: true, args: ['--no-sandbox'] });
  const results = new Map<string, Scores>();
  try {
    for (const route of PAGES) {
      const page = await browser.newPage();
      const result = await run(
        `${server.url}${route}`,
        { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
        undefined,
        page,
      );
      await page.close();
      if (!result) continue;
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.set(route, {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      });
      process.stderr.write(`lighthouse ${route} done\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}
