import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { precompress } from './precompress';

function tree(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

const text = (word: string) => `<p>${`${word} robots for hospitals and schools. `.repeat(60)}</p>`;

test('writes a brotli and a gzip copy beside every text file that decompress to the file itself', async () => {
  const dir = tree({ 'index.html': text('Humanoid'), 'assets/app.css': `.a{color:red}\n`.repeat(200), 'news/feed.xml': text('Warehouse') });
  const written = await precompress(dir);
  expect(written.map((entry) => entry.file).sort()).toEqual(['assets/app.css', 'index.html', 'news/feed.xml']);
  for (const file of ['index.html', 'assets/app.css', 'news/feed.xml']) {
    const original = readFileSync(join(dir, file));
    expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), file).toBe(true);
    expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true);
  }
});

test('leaves alone small files, files that are compressed already and the search index', async () => {
  const dir = tree({
    'small.js': 'export const a = 1;\n',
    'images/photo.webp': Buffer.alloc(4096, 7),
    'fonts/inter.woff2': Buffer.alloc(4096, 3),
    'pagefind/pagefind-entry.json': text('Search'),
  });
  expect(await precompress(dir)).toEqual([]);
  for (const file of ['small.js', 'images/photo.webp', 'fonts/inter.woff2', 'pagefind/pagefind-entry.json']) {
    expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
  }
});
