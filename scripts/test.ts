/**
 * npm test — everything CI runs, stopping at the first step that fails (docs/testing.md):
 * 1. the quick checks, two at a time, each one's output shown when it ends: content check,
 *    workflow check, font check, typecheck, lint, format, import cycles, the layers of src/ (route
 *    types generated first);
 * 2. the build, and beside it the kit gallery's (scripts/kit-gallery.ts: the fixture site of
 *    tests/fixtures/site/, for tests/e2e/kit-gallery.spec.ts and base-path.spec.ts), 3. unit tests (Vitest; `test:unit` makes sure the tests' browser, Chromium's
 *    headless shell, is there first: some of them take screenshots), with `SITE_BUILD` naming that
 *    build (`scripts/copywriter-change.test.ts` diffs against it instead of building the project
 *    again), 4. end-to-end tests in Chromium against that same build.
 * Ends with each step's time, the slowest tests, and one `tests: N passed, N failed` line.
 *
 * GitHub's CI shares the work between machines (.github/workflows/ci.yml, docs/decisions/2905):
 * `npm test -- --steps checks,build,unit` on one, `npm test -- --steps build,e2e --shard 1/2` and
 * `--shard 2/2` on two more. Without options, every step runs, as `.ci/run` and a developer run it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';

type Step = { name: string; command: string[]; env?: Record<string, string>; beside?: Step };

const STEP_NAMES = ['checks', 'build', 'unit', 'e2e'] as const;
type StepName = (typeof STEP_NAMES)[number];

/** `--steps a,b` (default: all) and `--shard i/n` (the end-to-end step's share, Playwright's own sharding). */
function options(args: string[]): { steps: Set<StepName>; shard: string | undefined } {
  let steps = new Set<StepName>(STEP_NAMES);
  let shard: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.split('=', 2);
    const value = inline ?? args[++i];
    if (flag === '--steps' && value) {
      const names = value.split(',');
      const unknown = names.filter((name) => !STEP_NAMES.some((step) => step === name));
      if (unknown.length) usage(`unknown step ${unknown.join(', ')}; the steps are ${STEP_NAMES.join(', ')}`);
      steps = new Set(STEP_NAMES.filter((name) => names.includes(name)));
    } else if (flag === '--shard' && value && /^[1-9]\d*\/[1-9]\d*$/.test(value)) shard = value;
    else usage(`cannot read "${args[i]}"`);
  }
  return { steps, shard };
}

function usage(problem: string): never {
  console.error(`npm test: ${problem}. Usage: npm test [-- --steps checks,build,unit,e2e] [--shard 1/2]`);
  process.exit(2);
}

const chosen = options(process.argv.slice(2));

/**
 * Single-threaded checks: run side by side, as many at once as there are cores. Lint and
 * typecheck both read React Router's route types, generated once before them: `npm run lint` and
 * `npm run typecheck` each generate them first, and as generating empties the folder, one run
 * side by side with the other could read it half written.
 */
const checks: Step[] = [
  { name: 'Content check', command: ['npm', 'run', 'content:check'] },
  { name: 'Lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'Typecheck', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'Format', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'Workflow check', command: ['npm', 'run', 'workflows:check'] },
  { name: 'Font check', command: ['npm', 'run', 'fonts', '--', '--check'] },
  { name: 'Import cycles', command: ['npm', 'run', 'cycles'] },
  // No import runs up the layers of src/ (docs/architecture.md, "Layers"): about 4 s.
  { name: 'Layers', command: ['npm', 'run', 'layers'] },
];

/**
 * Steps that use every core: one after the other. The build comes first: the unit tests are
 * handed it as the build of the project as it is (`SITE_BUILD`), and the end-to-end tests use it.
 * The kit gallery's build runs beside it (`beside`, its output shown when it ends): each build is
 * nearly single-threaded (38.7 s real, 40.6 s user alone), so on two cores the pair costs little
 * more than one. The gallery lands in build-kit/, outside build/, which the standard build empties
 * as it starts.
 */
const steps: (Step & { key: StepName })[] = [
  {
    key: 'build',
    name: 'Build',
    command: ['npm', 'run', 'build'],
    beside: { name: 'Kit gallery build', command: ['npm', 'run', 'kit:gallery'] },
  },
  { key: 'unit', name: 'Unit tests', command: ['npm', 'run', 'test:unit'], env: { SITE_BUILD: 'build/client' } },
  {
    key: 'e2e',
    name: chosen.shard ? `End-to-end tests, shard ${chosen.shard}` : 'End-to-end tests',
    command: ['npm', 'run', 'test:e2e', ...(chosen.shard ? ['--', `--shard=${chosen.shard}`] : [])],
  },
];

const started = Date.now();
const times: [string, number][] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

rmSync('reports/unit.json', { force: true });
rmSync('reports/e2e.json', { force: true });

/** Runs one step with its output kept, and prints it whole when the step ends. */
function buffered({ name, command: [command, ...args] }: Step): Promise<{ name: string; ok: boolean; code: string }> {
  return new Promise((resolve) => {
    const t = Date.now();
    const child = spawn(command!, args, { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('close', (code, signal) => {
      times.push([name, Date.now() - t]);
      console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(out));
      console.log(code === 0 ? `✔ ${name} (${seconds(Date.now() - t)})` : `✖ ${name} failed (exit ${code ?? signal}).`);
      resolve({ name, ok: code === 0, code: String(code ?? signal) });
    });
  });
}

async function runChecks() {
  const queue = [...checks];
  const width = Math.max(1, Math.min(cpus().length, queue.length));
  const results = await Promise.all(
    Array.from({ length: width }, async () => {
      const done: Awaited<ReturnType<typeof buffered>>[] = [];
      for (let step = queue.shift(); step; step = queue.shift()) done.push(await buffered(step));
      return done;
    }),
  );
  return results.flat();
}

function fail(name: string, code: number): never {
  console.error(`\n✖ ${name} failed.`);
  summary();
  const c = counts();
  console.log(`tests: ${c.passed} passed, ${Math.max(c.failed, 1)} failed, ${c.skipped} skipped`);
  process.exit(code);
}

type Timed = { title: string; ms: number };

/** Counts and durations from the runners' JSON reports. */
function reports(): { passed: number; failed: number; skipped: number; tests: Timed[]; files: Timed[] } {
  const total = { passed: 0, failed: 0, skipped: 0, tests: [] as Timed[], files: [] as Timed[] };
  if (existsSync('reports/unit.json')) {
    const unit = JSON.parse(readFileSync('reports/unit.json', 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      testResults: { name: string; startTime: number; endTime: number; assertionResults: { title: string; duration?: number | null }[] }[];
    };
    total.passed += unit.numPassedTests;
    total.failed += unit.numFailedTests;
    total.skipped += unit.numPendingTests;
    for (const file of unit.testResults) {
      const name = file.name.replace(`${process.cwd()}/`, '');
      total.files.push({ title: `unit ${name}`, ms: file.endTime - file.startTime });
      for (const t of file.assertionResults) total.tests.push({ title: `unit ${name} › ${t.title}`, ms: t.duration ?? 0 });
    }
  }
  if (existsSync('reports/e2e.json')) {
    type Suite = { file?: string; specs?: { title: string; tests: { results: { duration: number }[] }[] }[]; suites?: Suite[] };
    const e2e = JSON.parse(readFileSync('reports/e2e.json', 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites: Suite[];
    };
    total.passed += e2e.stats.expected + e2e.stats.flaky;
    total.failed += e2e.stats.unexpected;
    total.skipped += e2e.stats.skipped;
    const walk = (suite: Suite, file: string, into: Timed[]) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests) for (const r of t.results) into.push({ title: `e2e ${file} › ${spec.title}`, ms: r.duration });
      for (const child of suite.suites ?? []) walk(child, file, into);
    };
    for (const suite of e2e.suites) {
      const tests: Timed[] = [];
      walk(suite, suite.file ?? '?', tests);
      total.tests.push(...tests);
      total.files.push({
        title: `e2e ${suite.file ?? '?'} (${tests.length} tests, summed over workers)`,
        ms: tests.reduce((sum, t) => sum + t.ms, 0),
      });
    }
  }
  return total;
}

function counts() {
  const { passed, failed, skipped } = reports();
  return { passed, failed, skipped };
}

/** Each step's time, the slowest files and the slowest tests: where the minutes go. */
function summary() {
  const { tests, files } = reports();
  console.log('\nTime by step:');
  for (const [name, ms] of times) console.log(`  ${seconds(ms).padStart(8)}  ${name}`);
  const top = (list: Timed[], n: number) => [...list].sort((a, b) => b.ms - a.ms).slice(0, n);
  if (files.length) {
    console.log('Slowest test files:');
    for (const file of top(files, 8)) console.log(`  ${seconds(file.ms).padStart(8)}  ${file.title}`);
  }
  if (tests.length) {
    console.log('Slowest tests:');
    for (const t of top(tests, 10)) console.log(`  ${seconds(t.ms).padStart(8)}  ${t.title.slice(0, 150)}`);
  }
}

if (chosen.steps.has('checks')) {
  const typegen = spawnSync('npx', ['react-router', 'typegen'], { stdio: 'inherit' });
  if (typegen.status !== 0) fail('Route types (react-router typegen)', typegen.status ?? 1);
  const checked = await runChecks();
  const failedCheck = checked.find((result) => !result.ok);
  if (failedCheck) fail(failedCheck.name, Number(failedCheck.code) || 1);
  // The build would run the content check again on the same tree: it is told it passed. The kit
  // gallery's build (beside it, on the fixture content) still checks its own content.
  const build = steps.find(({ key }) => key === 'build')!;
  build.env = { ...build.env, CONTENT_CHECKED: '1' };
}

/** Runs a step with its output shown as it comes; resolves with its exit code. */
function inherited({ command: [command, ...args], env }: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

for (const step of steps.filter(({ key }) => chosen.steps.has(key))) {
  const { name, command, env, beside } = step;
  const shown = Object.entries(env ?? {}).map(([key, value]) => `${key}=${value} `);
  console.log(`\n▶ ${name}: ${shown.join('')}${command.join(' ')}${beside ? ` (beside it: ${beside.command.join(' ')})` : ''}`);
  const t = Date.now();
  const [code, besideResult] = await Promise.all([inherited(step), beside ? buffered(beside) : undefined]);
  times.push([name, Date.now() - t]);
  if (code !== 0) fail(`${name} (exit ${code})`, code);
  if (besideResult && !besideResult.ok) fail(besideResult.name, Number(besideResult.code) || 1);
  console.log(`✔ ${name}${beside ? ` and ${beside.name}` : ''} (${seconds(Date.now() - t)})`);
}

summary();
const { passed, failed, skipped } = counts();
console.log(`\n✔ All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
