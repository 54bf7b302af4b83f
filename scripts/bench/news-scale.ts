/**
 * tsx scripts/bench/news-scale.ts [--keep] — how the newsroom scales with its number of items.
 *
 * Builds two temporary copies of the project (scripts/bench/setup.ts): one with the real content
 * (16 news items) and one where synthetic items bring the newsroom to 1,000. For each it measures the content check,
 * the full build (content check + react-router build, whose buildEnd hook runs the post-build steps) and what /news ships: HTML
 * and JavaScript, raw and gzipped (no loader data: the build ships none, docs/decisions/3102). Prints a table and exits 1 if a budget fails:
 *   content check ≤ 2 s, build ≤ 90 s, /news JavaScript the same at 16 and 1,000 items.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsroomWeight, newsScaleProject, type Sizes } from './setup';

const project = process.cwd();
const keep = process.argv.includes('--keep');
const BUDGET = { checkMs: 2_000, buildMs: 90_000 };

type Result = {
  items: number;
  checkMs: number;
  checkWallMs: number;
  checkCpuMs: number;
  buildMs: number;
  buildCpuMs: number;
  phases: [number, number];
} & ReturnType<typeof newsroomWeight>;

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

function measure(root: string, items: number, articleSlug: string): Result {
  const check = run(root, 'tsx', ['scripts/content-check.ts']);
  const checkMs = Number(/checked in (\d+) ms/.exec(check.out)?.[1] ?? NaN);
  // react-router build runs the post-build steps itself (its buildEnd hook).
  const steps = [run(root, 'tsx', ['scripts/content-check.ts']), run(root, 'react-router', ['build'])];
  const phases = steps.map((step) => step.ms) as [number, number];
  const buildMs = phases[0] + phases[1];
  const buildCpuMs = steps.reduce((sum, step) => sum + step.cpuMs, 0);

  return {
    items,
    checkMs,
    checkWallMs: check.ms,
    checkCpuMs: check.cpuMs,
    buildMs,
    buildCpuMs,
    phases,
    ...newsroomWeight(join(root, 'build', 'client'), articleSlug),
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
    const { items, article } = newsScaleProject(root, total);
    console.log(`… building with ${items} news items in ${root}`);
    results.push(measure(root, items, article));
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
