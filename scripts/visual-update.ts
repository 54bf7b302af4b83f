/**
 * npm run test:visual:update — rewrites the kit gallery's baselines (tests/visual/kit/) that no
 * longer match, on purpose, after a change to the design that is meant to look different
 * (docs/testing.md, "Visual baselines"; docs/decisions/3330). Never for a change of content/:
 * the real pages have no baselines, and a copywriter never runs this.
 *
 * It builds the kit gallery (npm run kit:gallery; and the standard build first when build/client
 * is missing, as the suite's server needs it), runs tests/e2e/kit-gallery.spec.ts with
 * `--update-snapshots=changed` (a baseline that still matches keeps its bytes, so git shows
 * only what changed), stores each new PNG losslessly recompressed (the same pixels in about
 * two thirds of the bytes), and, on a run over every page, deletes the baselines of pages,
 * modes or widths the gallery no longer has. Then look at what changed (`git status
 * tests/visual`) before committing.
 *
 *   npm run test:visual:update                     every gallery page, both languages, every mode and width
 *   npm run test:visual:update -- -g "/forms "     only the pages a Playwright grep names
 *   npm run test:visual:update -- --no-build       use the builds already in build/
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { ensureTestBrowser } from './chromium';

const VISUAL = join(process.cwd(), 'tests', 'visual');
const argv = process.argv.slice(2);
const build = !argv.includes('--no-build');
const playwrightArgs = argv.filter((arg) => arg !== '--no-build');
const filtered = playwrightArgs.length > 0;

function pngs(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? pngs(path) : name.endsWith('.png') ? [path] : [];
  });
}

/** The same pixels in fewer bytes: zlib at its strongest, no palette, no filter search (Chromium's PNGs are written for speed). */
async function recompress(file: string): Promise<void> {
  const original = readFileSync(file);
  const smaller = await sharp(original).png({ compressionLevel: 9, adaptiveFiltering: false, palette: false }).toBuffer();
  if (smaller.length >= original.length) return;
  const [a, b] = await Promise.all([sharp(original).ensureAlpha().raw().toBuffer(), sharp(smaller).ensureAlpha().raw().toBuffer()]);
  if (!a.equals(b)) throw new Error(`${file}: recompressing changed its pixels`);
  writeFileSync(file, smaller);
}

ensureTestBrowser();
if (build) {
  // `npm run build` empties build/, the gallery's folder with it: it goes first.
  if (!existsSync(join('build', 'client', 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const kit = spawnSync('npm', ['run', 'kit:gallery'], { stdio: 'inherit' });
  if (kit.status !== 0) process.exit(kit.status ?? 1);
}

const started = Date.now();
const run = spawnSync(
  './node_modules/.bin/playwright',
  ['test', 'tests/e2e/kit-gallery.spec.ts', '--grep', 'as in its baselines', '--update-snapshots=changed', ...playwrightArgs],
  { stdio: 'inherit' },
);

const changed = pngs(VISUAL).filter((file) => statSync(file).mtimeMs >= started);
for (const file of changed) await recompress(file);

let removed: string[] = [];
if (!filtered) {
  // Imported here: it reads the gallery's build, which exists only now.
  const { kitBaselines } = await import('../tests/e2e/kit');
  const expected = new Set(kitBaselines().map((name) => join(VISUAL, name)));
  removed = pngs(VISUAL).filter((file) => !expected.has(file));
  for (const file of removed) rmSync(file);
}

const all = pngs(VISUAL);
const bytes = all.reduce((sum, file) => sum + statSync(file).size, 0);
console.log(
  `\nvisual baselines: ${changed.length} written, ${removed.length} removed${removed.length ? ` (${removed.map((f) => relative(VISUAL, f)).join(', ')})` : ''}`,
);
console.log(
  `tests/visual/: ${all.length} PNGs, ${(bytes / 1024 / 1024).toFixed(1)} MB. Look at the changes (git status tests/visual) before committing them.`,
);
if (run.status !== 0) {
  console.error('Other checks of the same visits failed (listed above); the baselines were updated all the same.');
  process.exit(run.status ?? 1);
}
