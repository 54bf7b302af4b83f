/**
 * npm run bench:diff — how long `npm run content:diff` takes for a one-file content change,
 * with and without the base build in the cache. Prints a table of medians; never a timed test.
 * Run it with nothing else building: `flock /tmp/ihub-build.lock npm run bench:diff`.
 *
 * Works on a fixture repository made from this checkout (tracked and new files, a symlink to
 * node_modules): a base commit, then one commit that rewords a news item's headline (which
 * shows on its page, the newsroom, the home page, the feed, its link-preview card and its
 * JSON-LD). Each case runs the real script, cache in a folder of the fixture.
 *
 * The cases run in turns (one run of each, then the next round), so a machine whose load
 * changes affects them alike.
 *
 *   --runs <n>   runs per case (default 3)
 *   --all        also --serial and --no-screenshots
 *   --cached     only the case a pull request's second diff meets: the base built and stored
 *                once (not counted), then the runs with the base from the cache
 *   --keep <dir> copy the last run's report there (default reports/bench-diff)
 * PORT (default 4540): the diff's servers use PORT and PORT+1.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchGitEnv, diffFixture } from './setup';

const argv = process.argv.slice(2);
const flag = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const runs = Number(flag('--runs') ?? 3);
const keep = resolve(flag('--keep') ?? join('reports', 'bench-diff'));
const port = Number(process.env.PORT ?? 4540);

function run(cwd: string, command: string, ...args: string[]): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: benchGitEnv(),
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const repo = mkdtempSync(join(tmpdir(), 'diff-bench-'));
const cacheDir = join(repo, '.bench-cache');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Case = { name: string; args: string[]; before?: () => void };
type Row = { name: string; totals: number[]; steps: Map<string, number[]>; cached: boolean };
const rows: Row[] = [];
try {
  // A base commit of the project, then the one-file change: the first news item's headline.
  diffFixture(repo, run);

  const common = ['--base', 'HEAD~1', '--port', String(port), '--cache-dir', cacheDir];
  const clear = () => rmSync(cacheDir, { recursive: true, force: true });
  const cachedOnly = argv.includes('--cached');
  if (cachedOnly) run(repo, join(repo, 'node_modules', '.bin', 'tsx'), 'scripts/content-diff.ts', ...common);
  const cases: Case[] = [
    ...(cachedOnly
      ? []
      : [
          { name: 'no cache: base and head built at once (as before the cache)', args: ['--no-cache'] },
          { name: 'cache empty: base built and stored', args: [], before: clear },
        ]),
    { name: 'base cached: head build only', args: [] },
    ...(argv.includes('--all')
      ? [
          { name: 'no cache, --serial', args: ['--no-cache', '--serial'] },
          { name: 'base cached, --no-screenshots', args: ['--no-screenshots'] },
        ]
      : []),
  ];
  const tsx = join(repo, 'node_modules', '.bin', 'tsx');
  for (const c of cases) rows.push({ name: c.name, totals: [], steps: new Map(), cached: false });
  for (let i = 0; i < runs; i++) {
    cases.forEach((c, index) => {
      const row = rows[index]!;
      c.before?.();
      const started = performance.now();
      const out = run(repo, tsx, 'scripts/content-diff.ts', ...common, ...c.args);
      row.totals.push((performance.now() - started) / 1000);
      const line = out.split('\n').find((l) => l.startsWith('content:diff:')) ?? '';
      row.cached = line.includes('base build from the cache');
      for (const m of line.matchAll(/(?:: |, )([a-z][a-z ()]+?) (\d+(?:\.\d+)?) s/g)) {
        const list = row.steps.get(m[1]!) ?? [];
        list.push(Number(m[2]));
        row.steps.set(m[1]!, list);
      }
      process.stderr.write(`${c.name}: run ${i + 1} ${row.totals.at(-1)!.toFixed(1)} s${row.cached ? ' (base from the cache)' : ''}\n`);
    });
  }
  rmSync(keep, { recursive: true, force: true });
  cpSync(join(repo, 'reports', 'content-diff'), keep, { recursive: true });
} finally {
  rmSync(join(repo, 'node_modules'), { force: true });
  rmSync(repo, { recursive: true, force: true });
}

console.log(`\n| content:diff, one news headline changed (${runs} runs each) | Median | Min – max | Steps (medians) |\n| --- | ---: | ---: | --- |`);
for (const row of rows) {
  const steps = [...row.steps].map(([name, values]) => `${name} ${median(values).toFixed(1)} s`).join(', ');
  console.log(
    `| ${row.name} | ${median(row.totals).toFixed(1)} s | ${Math.min(...row.totals).toFixed(1)} – ${Math.max(...row.totals).toFixed(1)} s | ${steps} |`,
  );
}
console.log(`\nLast report: ${keep}/report.html`);
