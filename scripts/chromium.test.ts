import { expect, test } from 'vitest';
import { chromiumPath, ensureTestBrowser, HEADLESS_SHELL, NO_TEST_BROWSER, type Machine } from './chromium';

/** A machine with the given files, recording the commands run on it; `apt-get install` puts the headless shell in place. */
function machine(files: string[], { isRoot = true, env = {} }: { isRoot?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const present = new Set(files);
  const commands: string[] = [];
  const fake: Machine = {
    env,
    exists: (path) => present.has(path),
    isRoot,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (command === 'apt-get' && args[0] === 'install') present.add(HEADLESS_SHELL);
    },
    log: () => undefined,
  };
  return { fake, commands };
}

test('a machine with the headless shell uses it for the tests and installs nothing', () => {
  const { fake, commands } = machine([HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/apt-get']);
  expect(ensureTestBrowser(fake)).toBe(HEADLESS_SHELL);
  expect(commands).toEqual([]);
});

test('TEST_CHROMIUM wins when it exists, and is passed over when it points nowhere; CHROME_PATH is not the tests’ browser', () => {
  expect(ensureTestBrowser(machine(['/opt/shell', HEADLESS_SHELL], { env: { TEST_CHROMIUM: '/opt/shell' } }).fake)).toBe('/opt/shell');
  expect(ensureTestBrowser(machine([HEADLESS_SHELL], { env: { TEST_CHROMIUM: '/nonexistent' } }).fake)).toBe(HEADLESS_SHELL);
  expect(ensureTestBrowser(machine(['/opt/chrome', HEADLESS_SHELL], { env: { CHROME_PATH: '/opt/chrome' } }).fake)).toBe(HEADLESS_SHELL);
});

test('as root on Debian with only the full chromium, it installs the headless shell and then uses it', () => {
  const { fake, commands } = machine(['/usr/bin/chromium', '/usr/bin/apt-get']);
  expect(ensureTestBrowser(fake)).toBe(HEADLESS_SHELL);
  expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
});

test('not root and without the headless shell, it says how to get it and installs nothing', () => {
  const { fake, commands } = machine(['/usr/bin/apt-get', '/usr/bin/chromium'], { isRoot: false });
  expect(() => ensureTestBrowser(fake)).toThrow(NO_TEST_BROWSER);
  expect(commands).toEqual([]);
});

test('CHROMIUM_ASSUME_MISSING=1 takes the install path on a machine that has the headless shell', () => {
  const { fake, commands } = machine([HEADLESS_SHELL, '/usr/bin/apt-get'], { env: { CHROMIUM_ASSUME_MISSING: '1' } });
  expect(ensureTestBrowser(fake)).toBe(HEADLESS_SHELL);
  expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
});

test('Lighthouse and the benches take CHROME_PATH, then the full chromium, and the headless shell only when it is all there is', () => {
  expect(chromiumPath(machine(['/opt/chrome', '/usr/bin/chromium', HEADLESS_SHELL], { env: { CHROME_PATH: '/opt/chrome' } }).fake)).toBe(
    '/opt/chrome',
  );
  expect(chromiumPath(machine(['/usr/bin/chromium', HEADLESS_SHELL]).fake)).toBe('/usr/bin/chromium');
  expect(chromiumPath(machine([HEADLESS_SHELL]).fake)).toBe(HEADLESS_SHELL);
});
