/**
 * npm test — everything CI runs, in order, stopping at the first failure:
 * content check, typecheck, lint, unit tests, build, end-to-end tests in Chromium.
 */
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['Content check', ['npm', 'run', 'content:check']],
  ['Typecheck', ['npm', 'run', 'typecheck']],
  ['Lint', ['npm', 'run', 'lint']],
  ['Unit tests', ['npm', 'run', 'test:unit']],
  ['Build', ['npm', 'run', 'build']],
  ['End-to-end tests', ['npm', 'run', 'test:e2e']],
];

const started = Date.now();
for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const t = Date.now();
  const result = spawnSync(command!, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\n✔ All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
