import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { KEEP, lockHash, readCachedBuild, storeBuild } from './cache';
import { snapshot } from './snapshot';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'diff-cache-'));
  dirs.push(dir);
  return dir;
};

function client(text: string): string {
  const dir = temp();
  writeFileSync(join(dir, 'index.html'), `<html><head><title>${text}</title></head><body><main><p>${text}</p></main></body></html>`);
  return dir;
}

const sha = (n: number) => n.toString(16).padStart(40, 'a');

test('keeps a base build by commit and gives it back only for the same lock file', () => {
  const cache = temp();
  const built = client('Hello');
  const snapshots = new Map([['/', snapshot('<html><head><title>Hello</title></head><body><main><p>Hello</p></main></body></html>')]]);
  expect(readCachedBuild(cache, sha(1), 'lock-a')).toBeUndefined();
  storeBuild(cache, sha(1), 'lock-a', built, snapshots);
  rmSync(built, { recursive: true });
  const hit = readCachedBuild(cache, sha(1), 'lock-a')!;
  expect(hit.snapshots).toEqual(snapshots);
  expect(existsSync(join(hit.client, 'index.html'))).toBe(true);
  expect(existsSync(hit.screens)).toBe(true);
  expect(readCachedBuild(cache, sha(1), 'lock-b')).toBeUndefined();
  expect(readCachedBuild(cache, sha(2), 'lock-a')).toBeUndefined();
});

test('ignores an entry whose record is damaged', () => {
  const cache = temp();
  storeBuild(cache, sha(3), 'lock', client('x'), new Map());
  writeFileSync(join(cache, sha(3), 'snapshots.json'), '{"sha": 1}');
  expect(readCachedBuild(cache, sha(3), 'lock')).toBeUndefined();
});

test('drops the least recently used entries past the limit', () => {
  const cache = temp();
  for (let n = 0; n < KEEP; n++) {
    storeBuild(cache, sha(n), 'lock', client(String(n)), new Map());
    // Older entries were used longer ago; entry 0 is then read, so it counts as recent.
    utimesSync(join(cache, sha(n)), new Date(1000 * (n + 1)), new Date(1000 * (n + 1)));
  }
  expect(readCachedBuild(cache, sha(0), 'lock')).toBeDefined();
  storeBuild(cache, sha(99), 'lock', client('new'), new Map());
  const kept = readdirSync(cache).sort();
  expect(kept).toHaveLength(KEEP);
  expect(kept).toContain(sha(0));
  expect(kept).toContain(sha(99));
  expect(kept).not.toContain(sha(1));
});

test('hashes the lock file, and says so when there is none', () => {
  const dir = temp();
  expect(lockHash(dir)).toBe('none');
  mkdirSync(join(dir, 'x'));
  writeFileSync(join(dir, 'package-lock.json'), '{}');
  expect(lockHash(dir)).toMatch(/^[0-9a-f]{16}$/);
});
