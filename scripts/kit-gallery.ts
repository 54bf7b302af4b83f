/**
 * npm run kit:gallery — builds the kit gallery (docs/decisions/3330): the site's own code with
 * the fixture content of tests/fixtures/site/content/ in place of content/, into build-kit/client.
 * tests/e2e/kit-gallery.spec.ts photographs its pages against tests/visual/kit/, and
 * tests/e2e/base-path.spec.ts tries a preview's sub-path on it: the gallery is built under
 * KIT_BASE, as a pull request's preview is (docs/decisions/1601), so one build serves both.
 *
 * The project (tracked and new files, scripts/content-diff/project-copy.ts) is copied into a
 * scratch folder, its content/ replaced by the fixture's, and `npm run build` runs there, so the
 * gallery is exactly what the standard build would make of that content. `npm test` runs this
 * beside the standard build (scripts/test.ts): both are nearly single-threaded.
 *
 *   npm run kit:gallery              build it (about 40 s)
 *   npm run kit:gallery -- --if-stale  only when build-kit is missing or older than the newest
 *                                    file of src/, scripts/, public/ or the fixture
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProjectInto } from './content-diff/project-copy';

/** The fixture site's content tree (tests/fixtures/site/README.md). */
export const KIT_CONTENT = join('tests', 'fixtures', 'site', 'content');
/** Where the gallery is built: its pages are in build-kit/client, outside build/, which every standard build empties. */
export const KIT_BUILD = 'build-kit';
/** The sub-path the gallery is built for and served under, as a pull request's preview is. */
export const KIT_BASE = '/pr-preview/pr-7/';

const run = (cwd: string, command: string, ...args: string[]) => execFileSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The newest modification time under the folders the gallery is made from. */
function newest(paths: string[]): number {
  let latest = 0;
  const walk = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const path of paths) if (existsSync(path)) walk(path);
  return latest;
}

export function kitIsStale(): boolean {
  const stamp = join(KIT_BUILD, 'client', 'index.html');
  if (!existsSync(stamp)) return true;
  return newest(['src', 'scripts', 'public', KIT_CONTENT, 'package-lock.json', 'vite.config.ts', 'react-router.config.ts']) > statSync(stamp).mtimeMs;
}

export function buildKitGallery(): void {
  const scratch = mkdtempSync(join(tmpdir(), 'kit-gallery-'));
  try {
    copyProjectInto(scratch, run);
    rmSync(join(scratch, 'content'), { recursive: true, force: true });
    cpSync(KIT_CONTENT, join(scratch, 'content'), { recursive: true });
    // The gallery is the same whoever builds it: no preview link, no form endpoint from the caller's shell.
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_BASE: KIT_BASE, NODE_ENV: 'production', BUILD_DIRECTORY: 'build' };
    for (const key of ['PREVIEW', 'VITE_PREVIEW', 'VITE_FORM_ENDPOINT']) delete env[key];
    const built = spawnSync('npm', ['run', 'build'], { cwd: scratch, env, encoding: 'utf8' });
    if (built.status !== 0) {
      process.stderr.write(`${built.stdout}${built.stderr}`);
      throw new Error(`kit-gallery: the build of the fixture site failed (exit ${built.status ?? built.signal})`);
    }
    rmSync(KIT_BUILD, { recursive: true, force: true });
    mkdirSync(KIT_BUILD, { recursive: true });
    // Another file system (a tmpfs /tmp) cannot take a rename: copy then.
    try {
      renameSync(join(scratch, 'build', 'client'), join(KIT_BUILD, 'client'));
    } catch {
      cpSync(join(scratch, 'build', 'client'), join(KIT_BUILD, 'client'), { recursive: true });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--if-stale') && !kitIsStale()) {
    console.log(`kit-gallery: ${KIT_BUILD}/client is up to date`);
  } else {
    const started = Date.now();
    buildKitGallery();
    console.log(`kit-gallery: built ${KIT_BUILD}/client under ${KIT_BASE} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
