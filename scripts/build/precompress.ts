/**
 * The build's last step: every text file gets a brotli (`.br`) and a gzip (`.gz`) copy beside it,
 * compressed once at settings no host would spend on each request. `npm start`
 * (sirv) and nginx (`brotli_static`, `gzip_static`, docs/nginx.conf) send these copies; hosts
 * that compress by themselves ignore them. Decision 1605 has the measurements.
 *
 * Documents are compressed at brotli 10, everything else at 11: for the 64 documents 11 takes
 * four times as long for 2 % fewer bytes, and 10 already keeps every document inside the first
 * round trip of a new connection (`FIRST_ROUND_TRIP_BYTES`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What TCP sends before its first acknowledgement on a new connection: ten segments of 1460 bytes. */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** Kinds of file worth compressing; images, fonts, PDFs and the search index are compressed already. */
const TEXT = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
/** Below this, the headers of a compressed answer cost about what compression saves. */
const MIN_BYTES = 1024;
/** Folders whose files are written compressed by their own tool. */
const SKIP_DIRS = new Set(['pagefind']);

function textFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) textFiles(file, out);
    } else if (TEXT.has(extname(entry.name)) && statSync(file).size >= MIN_BYTES) out.push(file);
  }
  return out;
}

type Precompressed = { file: string; bytes: number; brotli: number; gzip: number };

/** One file's bytes, compressed both ways at this step's settings. */
async function compressFile(name: string, bytes: Buffer): Promise<{ brotli: Buffer; gzip: Buffer }> {
  const quality = extname(name) === '.html' ? 10 : 11;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  return { brotli: br, gzip: gz };
}

/** Writes `<file>.br` and `<file>.gz` for every text file under `out`; returns what it wrote. */
export async function precompress(out: string): Promise<Precompressed[]> {
  const files = textFiles(out);
  // zlib runs on libuv's thread pool, so the files are compressed on every core at once. A copy
  // that would not be smaller is not written.
  return Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      const { brotli: br, gzip: gz } = await compressFile(file, bytes);
      if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
      if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      return { file: relative(out, file), bytes: bytes.length, brotli: br.length, gzip: gz.length };
    }),
  );
}

/** The build step: compresses, then says how the largest document fares against the first round trip. */
export async function precompressStep(out: string): Promise<void> {
  const started = Date.now();
  const written = await precompress(out);
  const documents = written.filter((entry) => entry.file.endsWith('.html'));
  const largest = documents.reduce<Precompressed | undefined>((max, entry) => (!max || entry.brotli > max.brotli ? entry : max), undefined);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `postbuild: ${written.length} files precompressed (brotli, gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (largest ? `; largest document ${largest.file}: ${kb(largest.brotli)} brotli of ${kb(largest.bytes)}.` : '.'),
  );
}
