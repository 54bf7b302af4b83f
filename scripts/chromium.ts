/**
 * Finds a Chromium for tests, screenshots and benchmarks. Playwright cannot download its own
 * browser here, so we use the system one (Debian's `chromium` package), installing it when
 * running as root and it is missing. `npm run test:unit` and `npm run test:e2e` both start
 * here, so `npm test` has a browser before the first test that needs one.
 *
 * `CHROMIUM_ASSUME_MISSING=1` makes `ensureChromium` act as on a machine without Chromium (it
 * takes the install path, then looks again): how the fresh-machine path is tried on a machine
 * that has one (docs/testing.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** What `ensureChromium` needs from the machine, so a test can stand in for it. */
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

export function findChromium(machine: Pick<Machine, 'env' | 'exists'> = thisMachine()): string | undefined {
  return [machine.env.CHROME_PATH, ...SYSTEM_PATHS].find((path): path is string => !!path && machine.exists(path));
}

export const NO_CHROMIUM =
  'No Chromium found. Install one with "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROME_PATH to a Chrome or Chromium binary.';

export function chromiumPath(machine: Pick<Machine, 'env' | 'exists'> = thisMachine()): string {
  const found = findChromium(machine);
  if (found) return found;
  throw new Error(NO_CHROMIUM);
}

/** Makes sure a Chromium exists; as root on Debian, installs the `chromium` package. */
export function ensureChromium(machine: Machine = thisMachine()): string {
  const found = machine.env.CHROMIUM_ASSUME_MISSING === '1' ? undefined : findChromium(machine);
  if (found) return found;
  if (machine.isRoot && machine.exists('/usr/bin/apt-get')) {
    machine.log('Chromium not found: installing Debian\'s "chromium" package (running as root)…');
    machine.run('apt-get', ['update', '-qq']);
    machine.run('apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  return chromiumPath(machine);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
