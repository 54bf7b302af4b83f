import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arabic, fontFaceCss, latin, unicodeRange } from './faces';

const root = join(import.meta.dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'images' ? [] : files(path);
    return /\.(mdx|ya?ml)$/.test(name) ? [path] : [];
  });
}

describe('the cut fonts', () => {
  it('write every Latin and Arabic character the content uses', () => {
    const carried = new Set(latin + arabic);
    const missing = new Map<string, string>();
    for (const file of files(join(root, 'content'))) {
      for (const char of readFileSync(file, 'utf8')) {
        const code = char.codePointAt(0) as number;
        // Latin, general punctuation and the Arabic block; emoji and other scripts are not theirs to draw.
        const drawn = code < 0x0250 || (code >= 0x2000 && code < 0x2200) || (code >= 0x0600 && code < 0x0700);
        // The isolates the Arabic edition puts around figures are invisible controls, drawn by no font.
        if (code >= 0x2066 && code <= 0x2069) continue;
        if (drawn && !/\s/.test(char) && !carried.has(char) && !missing.has(char)) missing.set(char, relative(root, file));
      }
    }
    expect(
      [...missing].map(
        ([char, file]) =>
          `${char} (U+${char.codePointAt(0)?.toString(16).toUpperCase()}) in ${file}: add it to src/styles/fonts/faces.ts and run npm run fonts`,
      ),
    ).toEqual([]);
  });

  it('are declared with exactly the characters they carry, as npm run fonts writes them', () => {
    expect(readFileSync(join(import.meta.dirname, 'faces.css'), 'utf8')).toBe(fontFaceCss());
  });

  it('name consecutive characters as one range', () => {
    expect(unicodeRange('abcx€')).toBe('U+0061-0063, U+0078, U+20AC');
  });
});
