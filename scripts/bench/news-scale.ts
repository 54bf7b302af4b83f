/**
 * tsx scripts/bench/news-scale.ts [--keep] — how the newsroom scales with its number of items.
 *
 * Builds two temporary copies of the project: one with the real content (16 news items) and one
 * where synthetic items bring the newsroom to 1,000. For each it measures the content check,
 * the full build (content check + react-router build, whose buildEnd hook runs the post-build steps) and what /news ships: HTML,
 * loader data and JavaScript, raw and gzipped. Prints a table and exits 1 if a budget fails:
 *   content check ≤ 2 s, build ≤ 90 s, /news JavaScript the same at 16 and 1,000 items.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { newsCategories } from '~/content/taxonomy';

const project = process.cwd();
const keep = process.argv.includes('--keep');
const BUDGET = { checkMs: 2_000, buildMs: 90_000 };
const COPY = ['content', 'src', 'scripts', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json'];

type Sizes = { raw: number; gzip: number };
type Result = {
  items: number;
  checkMs: number;
  checkWallMs: number;
  checkCpuMs: number;
  buildMs: number;
  buildCpuMs: number;
  phases: [number, number];
  html: Sizes;
  data: Sizes;
  js: Sizes;
  jsFiles: number;
  articleJs: Sizes;
};

function copyProject(into: string) {
  mkdirSync(into, { recursive: true });
  for (const name of COPY) cpSync(join(project, name), join(into, name), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(into, 'node_modules'), 'dir');
}

/** Adds synthetic, valid news items until the newsroom holds `total`. */
function addSyntheticNews(root: string, total: number) {
  const dir = join(root, 'content', 'news');
  const existing = readdirSync(dir).filter((name) => name.endsWith('.mdx')).length;
  const images = readdirSync(join(root, 'content', 'images', 'news')).filter((name) => name.endsWith('.svg'));
  const start = Date.UTC(2019, 0, 1);
  for (let i = 1; i <= total - existing; i++) {
    const n = String(i).padStart(4, '0');
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const text = [
      '---',
      `title: "Synthetic story ${n}: a newsroom item generated for the scale benchmark"`,
      `date: ${date}`,
      `category: ${newsCategories[i % newsCategories.length]}`,
      `excerpt: A generated excerpt of about the length of a real one, so that the list page carries a realistic amount of text for item ${n}.`,
      'image:',
      `  src: /images/news/${images[i % images.length]}`,
      '  alt: Generated illustration',
      '---',
      '',
      `This body exists so the build has something to compile for item ${n}. It is about as long as a real article.`,
      '',
      '## A section heading',
      '',
      '- a first point with **bold text**',
      '- a second point with a [link to the contact page](/contact)',
      '- a third point',
      '',
      'A closing paragraph of ordinary prose, with a few more words to reach a realistic length for an article body in the newsroom.',
      '',
    ].join('\n');
    writeFileSync(join(dir, `synthetic-${n}.mdx`), text);
  }
}

/** Runs a tool in `root`; returns wall time, CPU time (user + system, via /usr/bin/time when present) and output. */
function run(root: string, command: string, args: string[]): { ms: number; cpuMs: number; out: string } {
  const bin = join(project, 'node_modules', '.bin', command);
  const timeFile = join(root, '.bench-time');
  const timed = existsSync('/usr/bin/time');
  const started = performance.now();
  const result = timed
    ? spawnSync('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, bin, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    : spawnSync(bin, args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - started;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`${command} ${args.join(' ')} failed in ${root}`);
  }
  const [user = NaN, system = NaN] = timed ? readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number) : [];
  return { ms, cpuMs: (user + system) * 1000, out: result.stdout + result.stderr };
}

function sizes(buffers: Buffer[]): Sizes {
  return buffers.reduce((sum, buffer) => ({ raw: sum.raw + buffer.length, gzip: sum.gzip + gzipSync(buffer, { level: 9 }).length }), {
    raw: 0,
    gzip: 0,
  });
}

/** Every JavaScript file a prerendered page loads up front: module scripts, preloads and imports. */
function pageJs(client: string, html: string): Buffer[] {
  const files = new Set([...html.matchAll(/["'(](\/assets\/[^"')]+\.js)["')]/g)].map((match) => match[1]!));
  return [...files].map((file) => readFileSync(join(client, file)));
}

function measure(root: string, items: number): Result {
  const check = run(root, 'tsx', ['scripts/content-check.ts']);
  const checkMs = Number(/checked in (\d+) ms/.exec(check.out)?.[1] ?? NaN);
  // react-router build runs the post-build steps itself (its buildEnd hook).
  const steps = [run(root, 'tsx', ['scripts/content-check.ts']), run(root, 'react-router', ['build'])];
  const phases = steps.map((step) => step.ms) as [number, number];
  const buildMs = phases[0] + phases[1];
  const buildCpuMs = steps.reduce((sum, step) => sum + step.cpuMs, 0);

  const client = join(root, 'build', 'client');
  const html = readFileSync(join(client, 'news', 'index.html'));
  const js = pageJs(client, html.toString('utf8'));
  const article = readFileSync(join(client, 'news', 'pre-seed-funding-round', 'index.html'), 'utf8');
  return {
    items,
    checkMs,
    checkWallMs: check.ms,
    checkCpuMs: check.cpuMs,
    buildMs,
    buildCpuMs,
    phases,
    html: sizes([html]),
    data: sizes([readFileSync(join(client, 'news.data'))]),
    js: sizes(js),
    jsFiles: js.length,
    articleJs: sizes(pageJs(client, article)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const both = (s: Sizes) => `${kb(s.raw)} (${kb(s.gzip)} gz)`;
const growth = (a: number, b: number) => (a === b ? 'same' : `×${(b / a).toFixed(1)}`);

const work = mkdtempSync(join(tmpdir(), 'news-scale-'));
try {
  const results: Result[] = [];
  for (const total of [16, 1000]) {
    const root = join(work, `items-${total}`);
    copyProject(root);
    if (total > 16) addSyntheticNews(root, total);
    const count = readdirSync(join(root, 'content', 'news')).filter((name) => name.endsWith('.mdx')).length;
    console.log(`… building with ${count} news items in ${root}`);
    results.push(measure(root, count));
  }
  const [small, large] = results as [Result, Result];
  const rows: [string, string, string, string][] = [
    ['news items', String(small.items), String(large.items), ''],
    ['content check (in process)', `${small.checkMs} ms`, `${large.checkMs} ms`, `budget ≤ ${BUDGET.checkMs} ms`],
    ['content check (wall, with tsx start-up)', `${Math.round(small.checkWallMs)} ms`, `${Math.round(large.checkWallMs)} ms`, ''],
    ['content check (CPU, with tsx start-up)', `${Math.round(small.checkCpuMs)} ms`, `${Math.round(large.checkCpuMs)} ms`, ''],
    [
      'full build (check + build + postbuild)',
      `${(small.buildMs / 1000).toFixed(1)} s`,
      `${(large.buildMs / 1000).toFixed(1)} s`,
      `budget ≤ ${BUDGET.buildMs / 1000} s`,
    ],
    ['full build (CPU)', `${(small.buildCpuMs / 1000).toFixed(1)} s`, `${(large.buildCpuMs / 1000).toFixed(1)} s`, ''],
    [
      '  of which react-router build (prerender and post-build steps)',
      `${(small.phases[1] / 1000).toFixed(1)} s`,
      `${(large.phases[1] / 1000).toFixed(1)} s`,
      '',
    ],
    ['/news HTML', both(small.html), both(large.html), growth(small.html.raw, large.html.raw)],
    ['/news loader data (news.data)', both(small.data), both(large.data), growth(small.data.raw, large.data.raw)],
    [`/news JavaScript (${small.jsFiles} / ${large.jsFiles} files)`, both(small.js), both(large.js), growth(small.js.raw, large.js.raw)],
    ['article page JavaScript (for reference)', both(small.articleJs), both(large.articleJs), growth(small.articleJs.raw, large.articleJs.raw)],
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]!.length), ['metric', '16', '1000', 'note'][i]!.length));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const load = existsSync('/proc/loadavg') ? readFileSync('/proc/loadavg', 'utf8').split(' ')[0] : 'unknown';
  console.log(
    `\nNewsroom scale benchmark (${availableParallelism()} cores, load average ${load} at the end: wall times grow with other work on the machine; CPU times do not)\n`,
  );
  console.log(line(['metric', 'small', 'large', 'note']));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));

  const failures = [
    large.checkMs > BUDGET.checkMs && `content check took ${large.checkMs} ms at ${large.items} items (budget ${BUDGET.checkMs} ms)`,
    large.buildMs > BUDGET.buildMs && `build took ${(large.buildMs / 1000).toFixed(1)} s at ${large.items} items (budget ${BUDGET.buildMs / 1000} s)`,
    large.js.raw !== small.js.raw && `/news JavaScript grew from ${small.js.raw} to ${large.js.raw} bytes with the number of items`,
  ].filter(Boolean);
  if (failures.length) {
    console.error(`\n✖ ${failures.join('\n✖ ')}`);
    process.exitCode = 1;
  } else console.log('\n✔ within budget: the check and the build are fast enough, and /news ships the same JavaScript at any size.');
} finally {
  if (keep) console.log(`kept ${work}`);
  else if (existsSync(work)) rmSync(work, { recursive: true, force: true });
}
