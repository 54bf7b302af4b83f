/**
 * The repository speaks for itself: no tracked text file cites the product documents kept beside
 * the project (the specification and the product decisions in ../shared/, named below only in
 * pieces so that this file does not cite them either). A comment states the fact it needs, or
 * points to the decision record under docs/decisions/ that holds it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const outside = new RegExp(['SPEC', 'DECISIONS'].map((name) => `\\b${name}\\.md\\b`).join('|'));

/** Git's own test for a binary file: a NUL byte in its first 8000 bytes. */
const isBinary = (bytes: Buffer) => bytes.subarray(0, 8000).includes(0);

test('no tracked text file cites the specification or the product decisions by file name', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
  expect(files.length).toBeGreaterThan(100);
  const citing: string[] = [];
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      continue; // listed but not in the working tree (deleted, not yet staged)
    }
    if (isBinary(bytes)) continue;
    bytes
      .toString('utf8')
      .split('\n')
      .forEach((line, index) => {
        if (outside.test(line)) citing.push(`${file}:${index + 1}`);
      });
  }
  expect(citing).toEqual([]);
});
