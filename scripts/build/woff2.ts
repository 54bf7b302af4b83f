/**
 * WOFF2 → TrueType, so the build can hand the self-hosted brand fonts (@fontsource, WOFF2
 * only) to sharp/librsvg, whose FreeType cannot read WOFF2. Implements the W3C WOFF2 spec's
 * decoder for single fonts: the brotli stream, the table directory, the `glyf`/`loca`
 * transform and the `hmtx` transform. Collections (`ttcf`) are not needed here and rejected.
 * https://www.w3.org/TR/WOFF2/
 */
import { brotliDecompressSync } from 'node:zlib';

const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT',
  'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH',
  'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
]; // prettier-ignore

class Reader {
  pos = 0;
  constructor(readonly buf: Buffer) {}
  u8() {
    return this.buf.readUInt8(this.pos++);
  }
  u16() {
    const v = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  i16() {
    const v = this.buf.readInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  u32() {
    const v = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  bytes(n: number) {
    const v = this.buf.subarray(this.pos, this.pos + n);
    if (v.length !== n) throw new Error('woff2: unexpected end of data');
    this.pos += n;
    return v;
  }
  /** UIntBase128: 1–5 bytes, 7 bits each, high bit = more follows. */
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8();
      if (i === 0 && byte === 0x80) throw new Error('woff2: UIntBase128 with leading zero');
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('woff2: UIntBase128 longer than 5 bytes');
  }
  /** 255UInt16: one byte, or a marker byte followed by one or two more. */
  u255() {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 253 * 2;
    return code;
  }
}

type Entry = { tag: string; origLength: number; transformed: boolean; length: number };

const withSign = (flag: number, value: number) => (flag & 1 ? value : -value);

type Glyph = { data: Buffer; xMin: number };

/** Rebuilds `glyf` and `loca` from the transformed glyf table (WOFF2 section 5.1). */
function reconstructGlyf(table: Buffer): { glyf: Buffer; loca: Buffer; indexFormat: number; xMins: number[] } {
  const head = new Reader(table);
  head.u16(); // reserved
  const optionFlags = head.u16();
  const numGlyphs = head.u16();
  const indexFormat = head.u16();
  const sizes = Array.from({ length: 7 }, () => head.u32());
  let offset = head.pos;
  const [nContour, nPoints, flagStream, glyphStream, composite, bboxStream, instructions] = sizes.map((size) => {
    const reader = new Reader(table.subarray(offset, offset + size));
    offset += size;
    return reader;
  }) as [Reader, Reader, Reader, Reader, Reader, Reader, Reader];
  const overlap = optionFlags & 1 ? table.subarray(offset, offset + ((numGlyphs + 7) >> 3)) : undefined;
  const bboxBitmap = bboxStream.bytes(((numGlyphs + 31) >> 5) << 2);
  const hasBbox = (i: number) => (bboxBitmap[i >> 3]! & (0x80 >> (i & 7))) !== 0;

  const glyphs: Glyph[] = [];
  for (let i = 0; i < numGlyphs; i++) {
    const contours = nContour.i16();
    if (contours === 0) {
      glyphs.push({ data: Buffer.alloc(0), xMin: 0 });
      continue;
    }
    if (contours > 0) {
      const endPts: number[] = [];
      let total = 0;
      for (let c = 0; c < contours; c++) {
        total += nPoints.u255();
        endPts.push(total - 1);
      }
      const xs: number[] = [];
      const ys: number[] = [];
      const on: boolean[] = [];
      let x = 0;
      let y = 0;
      for (let p = 0; p < total; p++) {
        const raw = flagStream.u8();
        const flag = raw & 0x7f;
        on.push(!(raw & 0x80));
        let dx: number;
        let dy: number;
        if (flag < 10) {
          dx = 0;
          dy = withSign(flag, ((flag & 14) << 7) + glyphStream.u8());
        } else if (flag < 20) {
          dx = withSign(flag, (((flag - 10) & 14) << 7) + glyphStream.u8());
          dy = 0;
        } else if (flag < 84) {
          const b0 = flag - 20;
          const b1 = glyphStream.u8();
          dx = withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4));
          dy = withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
        } else if (flag < 120) {
          const b0 = flag - 84;
          const b1 = glyphStream.u8();
          const b2 = glyphStream.u8();
          dx = withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + b1);
          dy = withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + b2);
        } else if (flag < 124) {
          const b1 = glyphStream.u8();
          const b2 = glyphStream.u8();
          const b3 = glyphStream.u8();
          dx = withSign(flag, (b1 << 4) + (b2 >> 4));
          dy = withSign(flag >> 1, ((b2 & 0x0f) << 8) + b3);
        } else {
          const bx = glyphStream.u16();
          const by = glyphStream.u16();
          dx = withSign(flag, bx);
          dy = withSign(flag >> 1, by);
        }
        x += dx;
        y += dy;
        xs.push(x);
        ys.push(y);
      }
      const instructionLength = glyphStream.u255();
      const code = instructions.bytes(instructionLength);
      const box = hasBbox(i)
        ? [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()]
        : [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      // Plain encoding: one flag byte per point, every coordinate a signed 16-bit delta.
      const out = Buffer.alloc(10 + 2 * contours + 2 + instructionLength + total + 4 * total);
      let o = out.writeInt16BE(contours, 0);
      for (const v of box) o = out.writeInt16BE(v, o);
      for (const end of endPts) o = out.writeUInt16BE(end, o);
      o = out.writeUInt16BE(instructionLength, o);
      o += code.copy(out, o);
      const overlapsFirst = overlap ? (overlap[i >> 3]! & (0x80 >> (i & 7))) !== 0 : false;
      for (let p = 0; p < total; p++) o = out.writeUInt8((on[p] ? 1 : 0) | (p === 0 && overlapsFirst ? 0x40 : 0), o);
      for (let p = 0; p < total; p++) o = out.writeInt16BE(xs[p]! - (p ? xs[p - 1]! : 0), o);
      for (let p = 0; p < total; p++) o = out.writeInt16BE(ys[p]! - (p ? ys[p - 1]! : 0), o);
      glyphs.push({ data: out, xMin: box[0]! });
      continue;
    }
    // Composite glyph: components copied as they are; the bounding box is always explicit.
    if (!hasBbox(i)) throw new Error(`woff2: composite glyph ${i} without a bounding box`);
    const box = [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()];
    const start = composite.pos;
    let flags: number;
    let haveInstructions = false;
    do {
      flags = composite.u16();
      composite.u16(); // glyph index
      composite.pos += flags & 0x0001 ? 4 : 2;
      if (flags & 0x0008) composite.pos += 2;
      else if (flags & 0x0040) composite.pos += 4;
      else if (flags & 0x0080) composite.pos += 8;
      if (flags & 0x0100) haveInstructions = true;
    } while (flags & 0x0020);
    const components = composite.buf.subarray(start, composite.pos);
    const instructionLength = haveInstructions ? glyphStream.u255() : 0;
    const code = haveInstructions ? instructions.bytes(instructionLength) : Buffer.alloc(0);
    const out = Buffer.alloc(10 + components.length + (haveInstructions ? 2 + instructionLength : 0));
    let o = out.writeInt16BE(-1, 0);
    for (const v of box) o = out.writeInt16BE(v, o);
    o += components.copy(out, o);
    if (haveInstructions) {
      o = out.writeUInt16BE(instructionLength, o);
      code.copy(out, o);
    }
    glyphs.push({ data: out, xMin: box[0]! });
  }

  const padded = glyphs.map((g) => Buffer.concat([g.data, Buffer.alloc((4 - (g.data.length % 4)) % 4)]));
  const loca = Buffer.alloc((numGlyphs + 1) * (indexFormat ? 4 : 2));
  let at = 0;
  for (let i = 0; i <= numGlyphs; i++) {
    if (indexFormat) loca.writeUInt32BE(at, i * 4);
    else loca.writeUInt16BE(at / 2, i * 2);
    at += padded[i]?.length ?? 0;
  }
  return { glyf: Buffer.concat(padded), loca, indexFormat, xMins: glyphs.map((g) => g.xMin) };
}

/** Rebuilds `hmtx` from its transformed form (WOFF2 section 5.4). */
function reconstructHmtx(table: Buffer, numGlyphs: number, numHMetrics: number, xMins: number[]): Buffer {
  const r = new Reader(table);
  const flags = r.u8();
  const advances = Array.from({ length: numHMetrics }, () => r.u16());
  const lsbs = flags & 1 ? xMins.slice(0, numHMetrics) : Array.from({ length: numHMetrics }, () => r.i16());
  const rest = flags & 2 ? xMins.slice(numHMetrics) : Array.from({ length: numGlyphs - numHMetrics }, () => r.i16());
  const out = Buffer.alloc(numHMetrics * 4 + (numGlyphs - numHMetrics) * 2);
  let o = 0;
  for (let i = 0; i < numHMetrics; i++) {
    o = out.writeUInt16BE(advances[i]!, o);
    o = out.writeInt16BE(lsbs[i]!, o);
  }
  for (const lsb of rest) o = out.writeInt16BE(lsb, o);
  return out;
}

function checksum(data: Buffer): number {
  const padded = data.length % 4 ? Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]) : data;
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** Writes an sfnt (TrueType) file from its tables, with checksums and head.checkSumAdjustment. */
function writeSfnt(flavor: number, tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  const entrySelector = Math.floor(Math.log2(n));
  const searchRange = 16 * 2 ** entrySelector;
  const header = Buffer.alloc(12 + 16 * n);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(n, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(n * 16 - searchRange, 10);
  tables.get('head')?.writeUInt32BE(0, 8);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  let headOffset = -1;
  tags.forEach((tag, i) => {
    if (tag === 'head') headOffset = offset;
    const data = tables.get(tag)!;
    const record = 12 + 16 * i;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const pad = Buffer.alloc((4 - (data.length % 4)) % 4);
    chunks.push(data, pad);
    offset += data.length + pad.length;
  });
  const font = Buffer.concat(chunks);
  if (headOffset >= 0) font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

/** Decodes a WOFF2 font file into a TrueType/OpenType font FreeType reads. */
export function woff2ToSfnt(woff2: Buffer): Buffer {
  const r = new Reader(woff2);
  if (r.u32() !== 0x774f4632) throw new Error('woff2: not a WOFF2 file');
  const flavor = r.u32();
  if (flavor === 0x74746366) throw new Error('woff2: font collections are not supported');
  r.u32(); // length
  const numTables = r.u16();
  r.u16(); // reserved
  r.u32(); // totalSfntSize
  const compressedSize = r.u32();
  r.pos += 4 + 12 + 8; // version, metadata block, private block
  const entries: Entry[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = r.u8();
    const index = flags & 0x3f;
    const tag = index === 63 ? r.bytes(4).toString('latin1') : KNOWN_TAGS[index]!;
    const version = flags >> 6;
    const origLength = r.base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const length = transformed ? r.base128() : origLength;
    entries.push({ tag, origLength, transformed, length });
  }
  const stream = brotliDecompressSync(r.bytes(compressedSize));
  const raw = new Map<string, Buffer>();
  let offset = 0;
  for (const entry of entries) {
    raw.set(entry.tag, stream.subarray(offset, offset + entry.length));
    offset += entry.length;
  }

  const tables = new Map<string, Buffer>();
  for (const entry of entries) if (!entry.transformed) tables.set(entry.tag, Buffer.from(raw.get(entry.tag)!));
  let xMins: number[] = [];
  if (entries.some((e) => e.tag === 'glyf' && e.transformed)) {
    const rebuilt = reconstructGlyf(raw.get('glyf')!);
    tables.set('glyf', rebuilt.glyf);
    tables.set('loca', rebuilt.loca);
    xMins = rebuilt.xMins;
    tables.get('head')?.writeInt16BE(rebuilt.indexFormat, 50);
  }
  const hmtx = entries.find((e) => e.tag === 'hmtx' && e.transformed);
  if (hmtx) {
    const numGlyphs = tables.get('maxp')!.readUInt16BE(4);
    const numHMetrics = tables.get('hhea')!.readUInt16BE(34);
    tables.set('hmtx', reconstructHmtx(raw.get('hmtx')!, numGlyphs, numHMetrics, xMins));
  }
  return writeSfnt(flavor, tables);
}
