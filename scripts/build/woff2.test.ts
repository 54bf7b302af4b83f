import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woff2ToSfnt } from './woff2';

const require = createRequire(import.meta.url);
const font = (spec: string) => woff2ToSfnt(readFileSync(require.resolve(spec)));

function tables(sfnt: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const count = sfnt.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    const offset = sfnt.readUInt32BE(at + 8);
    out.set(sfnt.toString('latin1', at, at + 4), sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)));
  }
  return out;
}

describe('WOFF2 decoding', () => {
  for (const spec of [
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  ]) {
    it(`turns ${spec.split('/')[1]} into a consistent TrueType font`, () => {
      const sfnt = font(spec);
      expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
      const t = tables(sfnt);
      for (const tag of ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'glyf', 'loca', 'fvar', 'gvar']) expect(t.has(tag), tag).toBe(true);
      const numGlyphs = t.get('maxp')!.readUInt16BE(4);
      const longLoca = t.get('head')!.readInt16BE(50) === 1;
      const loca = t.get('loca')!;
      expect(loca.length).toBe((numGlyphs + 1) * (longLoca ? 4 : 2));
      const offsets = Array.from({ length: numGlyphs + 1 }, (_, i) => (longLoca ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2));
      for (let i = 1; i < offsets.length; i++) expect(offsets[i]!).toBeGreaterThanOrEqual(offsets[i - 1]!);
      expect(offsets.at(-1)).toBe(t.get('glyf')!.length);
      const numHMetrics = t.get('hhea')!.readUInt16BE(34);
      expect(t.get('hmtx')!.length).toBe(numHMetrics * 4 + (numGlyphs - numHMetrics) * 2);
      // The whole file sums to the magic number once head.checkSumAdjustment is in place.
      let sum = 0;
      for (let i = 0; i < sfnt.length; i += 4) sum = (sum + sfnt.readUInt32BE(i)) >>> 0;
      expect(sum).toBe(0xb1b0afba);
    });
  }

  it('rejects what is not WOFF2', () => {
    expect(() => woff2ToSfnt(Buffer.from('wOFFxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'))).toThrow(/not a WOFF2/);
  });
});
