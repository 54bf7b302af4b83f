/**
 * Cuts the site's typefaces down to the characters and weights it uses
 * (src/styles/fonts/faces.ts) and writes them with their @font-face rules to src/styles/fonts/.
 *
 *   tsx scripts/fonts.ts           write the files and print a table
 *   tsx scripts/fonts.ts --check   exit 1 if a written file differs from what this would write
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { faces, fontFaceCss } from '~/styles/fonts/faces';

const dir = join(import.meta.dirname, '../src/styles/fonts');
const require = createRequire(import.meta.url);
const check = process.argv.includes('--check');

const read = (path: string): Buffer | null => {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
};

let stale = 0;
const rows: string[] = [];
for (const face of faces) {
  const source = readFileSync(require.resolve(face.source));
  const cut = await subsetFont(source, face.characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: face.weights[0], max: face.weights[1] } },
  });
  const path = join(dir, face.file);
  if (check) stale += read(path)?.equals(cut) ? 0 : 1;
  else writeFileSync(path, cut);
  rows.push(`| ${face.family} | ${(source.length / 1024).toFixed(1)} KB | ${(cut.length / 1024).toFixed(1)} KB |`);
}
const css = fontFaceCss();
const cssPath = join(dir, 'faces.css');
if (check) stale += read(cssPath)?.toString() === css ? 0 : 1;
else writeFileSync(cssPath, css);

console.log(['| face | @fontsource file | cut |', '|---|---:|---:|', ...rows].join('\n'));
if (check && stale) {
  console.error(`fonts: ${stale} file(s) in src/styles/fonts/ are not what src/styles/fonts/faces.ts asks for: run npm run fonts`);
  process.exit(1);
}
