/**
 * What a change does to the files a build writes besides its pages: the product PDFs (their
 * text, read with pdf.js), the news feed (RSS/Atom, line by line) and the link-preview cards
 * under /og/ (pixelmatch). Each is found by walking both client builds, so a new PDF or card
 * needs no change here.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diff, type Op } from './line-diff';
import { pixelDiff } from './screens';

export type FileStatus = 'changed' | 'added' | 'removed';
export type TextFileChange = { path: string; status: FileStatus; text: Op[] };
export type ImageFileChange = {
  path: string;
  status: FileStatus;
  /** Share of pixels that differ, 0 to 1 (changed images only). */
  changed: number;
  /** File names in the report's screens/ folder. */
  before?: string;
  after?: string;
  diff?: string;
};
export type FileChanges = { pdfs: TextFileChange[]; feeds: TextFileChange[]; images: ImageFileChange[] };

/** Where scripts/build/og-images.ts writes the link-preview cards, inside the client build. */
export const LINK_PREVIEW_DIR = 'og';

/** Every file of a build, as paths relative to it ("downloads/a.pdf"). */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const name of readdirSync(join(dir, sub)).sort()) {
      const rel = sub ? `${sub}/${name}` : name;
      if (statSync(join(dir, rel)).isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  walk('');
  return out;
}

/** A run of text on a PDF page: where it starts, where it ends, its baseline. */
type Run = { x: number; end: number; y: number; text: string };

/**
 * One page's text as lines a reviewer can read: runs on one baseline form one line, read left to
 * right, and runs far apart on it (a table's label and value) are joined with " · ", so a change
 * shows as "- Battery · 6-8 hours" / "+ Battery · 7-9 hours" instead of the value alone.
 * Two lines whose runs stand in the same columns (figures over their labels, in boxes side by
 * side) are read column by column: "6-8 hours · Active use".
 */
export function pageLines(runs: readonly Run[]): string[] {
  const rows: Run[][] = [];
  for (const run of [...runs].filter((item) => item.text.trim()).sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - run.y) < 2) row.push(run);
    else rows.push([run]);
  }
  // Runs that touch (a word split by the PDF writer) are one segment; a gap of a few spaces or more starts another.
  const segments = rows.map((row) => {
    const out: Run[] = [];
    for (const run of row.sort((a, b) => a.x - b.x)) {
      const last = out.at(-1);
      if (last && run.x - last.end < 12)
        out[out.length - 1] = {
          ...last,
          end: run.end,
          text: `${last.text}${run.x - last.end > 1.5 && !last.text.endsWith(' ') ? ' ' : ''}${run.text}`,
        };
      else out.push({ ...run });
    }
    return out.map((segment) => ({ ...segment, text: segment.text.trim() }));
  });
  const lines: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const row = segments[i]!;
    const next = segments[i + 1];
    const columns = next && row.length > 1 && next.length === row.length && row.every((segment, k) => Math.abs(segment.x - next[k]!.x) < 2);
    if (columns) {
      lines.push(row.map((segment, k) => `${segment.text} · ${next[k]!.text}`).join('   '));
      i += 1;
    } else lines.push(row.map((segment) => segment.text).join(' · '));
  }
  return lines;
}

/** The text of a PDF, pages in order, each read into lines by `pageLines`. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes a second to load: only a diff whose PDFs differ in bytes pays for it.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        runs.push({ x, y, end: x + item.width, text: item.str });
      }
      lines.push(...pageLines(runs));
      if (number < doc.numPages) lines.push(`--- page ${number + 1} ---`);
    }
    return lines;
  } finally {
    await doc.destroy();
  }
}

/**
 * A feed's lines, trimmed; blank lines dropped, and the build's time too: a feed whose stories
 * have no date says when it was built (`<lastBuildDate>`), which no content change explains.
 */
export const feedLines = (xml: string) =>
  xml
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('<lastBuildDate>'));

const isFeed = (dir: string, path: string) => path.endsWith('.xml') && /<(rss|feed)[\s>]/.test(readFileSync(join(dir, path), 'utf8').slice(0, 2000));

function pairs(before: string[], after: string[], keep: (path: string) => boolean) {
  const a = new Set(before.filter(keep));
  const b = new Set(after.filter(keep));
  return [...new Set([...a, ...b])].sort().map((path) => ({ path, inBefore: a.has(path), inAfter: b.has(path) }));
}

async function compareText(
  beforeDir: string,
  afterDir: string,
  list: { path: string; inBefore: boolean; inAfter: boolean }[],
  read: (bytes: Buffer) => Promise<string[]> | string[],
): Promise<TextFileChange[]> {
  const out: TextFileChange[] = [];
  for (const { path, inBefore, inAfter } of list) {
    const a = inBefore ? readFileSync(join(beforeDir, path)) : undefined;
    const b = inAfter ? readFileSync(join(afterDir, path)) : undefined;
    if (a && b && a.equals(b)) continue;
    const text = diff(a ? await read(a) : [], b ? await read(b) : []);
    if (a && b && text.every((op) => op.kind === 'same')) continue;
    out.push({ path, status: !a ? 'added' : !b ? 'removed' : 'changed', text });
  }
  return out;
}

/** Compares the PDFs, feeds and link-preview cards of two client builds; card images go to `screensDir`. */
export async function compareFiles(beforeDir: string, afterDir: string, screensDir: string): Promise<FileChanges> {
  const before = listFiles(beforeDir);
  const after = listFiles(afterDir);
  const pdfs = await compareText(
    beforeDir,
    afterDir,
    pairs(before, after, (p) => p.endsWith('.pdf')),
    (bytes) => pdfText(new Uint8Array(bytes)),
  );
  const feedPaths = pairs(before, after, (p) => p.endsWith('.xml')).filter(
    ({ path, inBefore, inAfter }) => (inBefore && isFeed(beforeDir, path)) || (inAfter && isFeed(afterDir, path)),
  );
  const feeds = await compareText(beforeDir, afterDir, feedPaths, (bytes) => feedLines(bytes.toString('utf8')));

  const images: ImageFileChange[] = [];
  for (const { path, inBefore, inAfter } of pairs(before, after, (p) => p.startsWith(`${LINK_PREVIEW_DIR}/`) && p.endsWith('.png'))) {
    const a = inBefore ? readFileSync(join(beforeDir, path)) : undefined;
    const b = inAfter ? readFileSync(join(afterDir, path)) : undefined;
    if (a && b && a.equals(b)) continue;
    const name = `card-${path.slice(LINK_PREVIEW_DIR.length + 1, -4).replace(/[^a-zA-Z0-9-]+/g, '_')}`;
    const change: ImageFileChange = { path, status: !a ? 'added' : !b ? 'removed' : 'changed', changed: 0 };
    if (a) writeFileSync(join(screensDir, (change.before = `${name}-before.png`)), a);
    if (b) writeFileSync(join(screensDir, (change.after = `${name}-after.png`)), b);
    if (a && b) {
      const result = await pixelDiff(a, b);
      if (result.changed === 0) continue; // same pixels, other bytes (metadata): nothing to see
      change.changed = result.changed;
      writeFileSync(join(screensDir, (change.diff = `${name}-diff.png`)), result.png);
    }
    images.push(change);
  }
  return { pdfs, feeds, images };
}
