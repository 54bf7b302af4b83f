import { expect, test } from 'vitest';
import { ensureChromium, NO_CHROMIUM, type Machine } from './chromium';

/** A machine with the given files, recording the commands run on it; `apt-get install` puts Chromium in place. */
function machine(files: string[], { isRoot = true, env = {} }: { isRoot?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const present = new Set(files);
  const commands: string[] = [];
  const fake: Machine = {
    env,
    exists: (path) => present.has(path),
    isRoot,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (command === 'apt-get' && args[0] === 'install') present.add('/usr/bin/chromium');
    },
    log: () => undefined,
  };
  return { fake, commands };
}

test('a machine with Chromium uses it and installs nothing', () => {
  const { fake, commands } = machine(['/usr/bin/chromium', '/usr/bin/apt-get']);
  expect(ensureChromium(fake)).toBe('/usr/bin/chromium');
  expect(commands).toEqual([]);
});

test('CHROME_PATH wins when it exists, and is passed over when it points nowhere', () => {
  expect(ensureChromium(machine(['/opt/chrome', '/usr/bin/chromium'], { env: { CHROME_PATH: '/opt/chrome' } }).fake)).toBe('/opt/chrome');
  expect(ensureChromium(machine(['/usr/bin/chromium'], { env: { CHROME_PATH: '/nonexistent' } }).fake)).toBe('/usr/bin/chromium');
});

test('as root on Debian without Chromium, it installs the chromium package and then uses it', () => {
  const { fake, commands } = machine(['/usr/bin/apt-get'], { env: { CHROME_PATH: '/nonexistent' } });
  expect(ensureChromium(fake)).toBe('/usr/bin/chromium');
  expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
});

test('not root and without Chromium, it says how to get one and installs nothing', () => {
  const { fake, commands } = machine(['/usr/bin/apt-get'], { isRoot: false });
  expect(() => ensureChromium(fake)).toThrow(NO_CHROMIUM);
  expect(commands).toEqual([]);
});

test('CHROMIUM_ASSUME_MISSING=1 takes the install path on a machine that has Chromium', () => {
  const { fake, commands } = machine(['/usr/bin/chromium', '/usr/bin/apt-get'], { env: { CHROMIUM_ASSUME_MISSING: '1' } });
  expect(ensureChromium(fake)).toBe('/usr/bin/chromium');
  expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
});
