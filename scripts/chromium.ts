/**
 * Finds the browsers the project drives. Playwright cannot download its own browsers here, so
 * both come from Debian:
 *
 * - the tests' browser is `chromium-headless-shell`, the same Chromium without the desktop
 *   browser around it: what Playwright itself runs for headless tests, and about a third faster
 *   per page visit on two cores than the full `chromium` (docs/decisions/2902). The visual
 *   baselines in tests/visual/ are its pictures. `npm run test:unit` and `npm run test:e2e` both
 *   start here, so `npm test` has it before the first test that needs it, installing the package
 *   when running as root;
 * - a full Chromium (`CHROME_PATH`, else Debian's `chromium`) is what Lighthouse and the benches
 *   measure, since that is what visitors run.
 *
 * `CHROMIUM_ASSUME_MISSING=1` makes `ensureTestBrowser` act as on a machine without one (it
 * takes the install path, then looks again): how the fresh-machine path is tried on a machine
 * that has one (docs/testing.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's package of the tests' browser, and where it puts the binary (its /usr/bin entry is a shell wrapper). */
export const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** What `ensureTestBrowser` needs from the machine, so a test can stand in for it. */
export type Machine = {
  env: NodeJS.ProcessEnv;
  exists: (path: string) => boolean;
  isRoot: boolean;
  run: (command: string, args: string[]) => void;
  log: (line: string) => void;
};

const thisMachine = (): Machine => ({
  env: process.env,
  exists: existsSync,
  isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  run: (command, args) => execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }),
  log: (line) => console.log(line),
});

/** A full Chromium: `CHROME_PATH` first, then the system's. */
export function findChromium(machine: Pick<Machine, 'env' | 'exists'> = thisMachine()): string | undefined {
  return [machine.env.CHROME_PATH, ...SYSTEM_PATHS].find((path): path is string => !!path && machine.exists(path));
}

/** The tests' browser: `TEST_CHROMIUM` when set (for another build of the headless shell), else Debian's. */
export function findTestBrowser(machine: Pick<Machine, 'env' | 'exists'> = thisMachine()): string | undefined {
  return [machine.env.TEST_CHROMIUM, HEADLESS_SHELL].find((path): path is string => !!path && machine.exists(path));
}

export const NO_CHROMIUM =
  'No Chromium found. Install one with "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROME_PATH to a Chrome or Chromium binary.';

export const NO_TEST_BROWSER = `The tests drive Chromium's headless shell, and it is not installed. Install it with "sudo apt-get install -y ${TEST_BROWSER_PACKAGE}" (Debian), or set TEST_CHROMIUM to a chromium-headless-shell binary; the visual baselines in tests/visual/ are its pictures.`;

/** For Lighthouse and the benches: a full Chromium, or the headless shell when that is all there is. */
export function chromiumPath(machine: Pick<Machine, 'env' | 'exists'> = thisMachine()): string {
  const found = findChromium(machine) ?? findTestBrowser(machine);
  if (found) return found;
  throw new Error(NO_CHROMIUM);
}

/** For the tests, and the screenshots content:diff takes: the headless shell. */
export function testBrowserPath(machine: Pick<Machine, 'env' | 'exists'> = thisMachine()): string {
  const found = findTestBrowser(machine);
  if (found) return found;
  throw new Error(NO_TEST_BROWSER);
}

/** Makes sure the tests' browser exists; as root on Debian, installs its package. */
export function ensureTestBrowser(machine: Machine = thisMachine()): string {
  const found = machine.env.CHROMIUM_ASSUME_MISSING === '1' ? undefined : findTestBrowser(machine);
  if (found) return found;
  if (machine.isRoot && machine.exists('/usr/bin/apt-get')) {
    machine.log(`The tests' browser is not installed: installing Debian's "${TEST_BROWSER_PACKAGE}" package (running as root)…`);
    machine.run('apt-get', ['update', '-qq']);
    machine.run('apt-get', ['install', '-y', '-qq', TEST_BROWSER_PACKAGE]);
  }
  return testBrowserPath(machine);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Test browser: ${ensureTestBrowser()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
