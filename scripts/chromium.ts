/**
 * Finds a Chromium for tests, screenshots and benchmarks. Playwright cannot download its own
 * browser here, so we use the system one (Debian's `chromium` package), installing it when
 * running as root and it is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  return CANDIDATES.find((path): path is string => !!path && existsSync(path));
}

export function chromiumPath(): string {
  const found = findChromium();
  if (found) return found;
  throw new Error(
    'No Chromium found. Install one with "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROME_PATH to a Chrome or Chromium binary.',
  );
}

/** Makes sure a Chromium exists; as root on Debian, installs the `chromium` package. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian\'s "chromium" package (running as root)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  return chromiumPath();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
