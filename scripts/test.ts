/**
 * npm test — everything CI runs, in order, stopping at the first failure:
 * content check, workflow check, font check, typecheck, lint, import cycles, unit tests, build, end-to-end tests in Chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const steps: [string, string[]][] = [
  ['Content check', ['npm', 'run', 'content:check']],
  ['Workflow check', ['npm', 'run', 'workflows:check']],
  ['Font check', ['npm', 'run', 'fonts', '--', '--check']],
  ['Typecheck', ['npm', 'run', 'typecheck']],
  ['Lint', ['npm', 'run', 'lint']],
  ['Import cycles', ['npm', 'run', 'cycles']],
  ['Unit tests', ['npm', 'run', 'test:unit']],
  ['Build', ['npm', 'run', 'build']],
  ['End-to-end tests', ['npm', 'run', 'test:e2e']],
];

const started = Date.now();
rmSync('reports/unit.json', { force: true });
rmSync('reports/e2e.json', { force: true });
for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const t = Date.now();
  const result = spawnSync(command!, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    const c = counts();
    console.log(`tests: ${c.passed} passed, ${Math.max(c.failed, 1)} failed, ${c.skipped} skipped`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
/** Counts from the runners' JSON reports, for one closing line CI can read. */
function counts(): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync('reports/unit.json')) {
    const unit = JSON.parse(readFileSync('reports/unit.json', 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
    total.passed += unit.numPassedTests;
    total.failed += unit.numFailedTests;
    total.skipped += unit.numPendingTests;
  }
  if (existsSync('reports/e2e.json')) {
    const e2e = JSON.parse(readFileSync('reports/e2e.json', 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    total.passed += e2e.stats.expected + e2e.stats.flaky;
    total.failed += e2e.stats.unexpected;
    total.skipped += e2e.stats.skipped;
  }
  return total;
}

const { passed, failed, skipped } = counts();
console.log(`\n✔ All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
