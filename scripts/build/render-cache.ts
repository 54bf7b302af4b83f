/**
 * Files a post-build step renders from data (link-preview cards, product PDFs), kept by the hash
 * of everything that goes into them: the step's inputs, the source of its renderer and the
 * installed packages (package-lock.json). A later build whose inputs did not change copies the
 * file instead of rendering it, so a one-file change (a pull request's diff, a rebuild in CI with
 * the cache restored) re-renders only what it touches. Entries are written to a temporary name
 * and renamed, so two builds sharing the cache (content:diff builds base and head at once) never
 * read half a file; entries unused for 30 days are removed.
 *
 * Lives in node_modules/.cache/render/<step>/; delete that folder to render everything again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type RenderCache = {
  /** The cached bytes for `input` (plain data; files in it marked with `inputFile` count by their content), or `render()`'s, stored. */
  get(input: unknown, render: () => Promise<Uint8Array>): Promise<Uint8Array>;
  /** How many of the calls so far rendered, and how many were copied from the cache. */
  readonly counts: { rendered: number; cached: number };
};

/**
 * A cache for one step. `rendererFiles` are the files (relative to the project) whose source
 * decides how the output looks.
 */
export function renderCache(step: string, rendererFiles: readonly string[], root = process.cwd()): RenderCache {
  const dir = join(root, 'node_modules', '.cache', 'render', step);
  const renderer = createHash('sha256');
  for (const file of [...rendererFiles, 'package-lock.json']) {
    const path = join(root, file);
    renderer
      .update(file)
      .update('\0')
      .update(existsSync(path) ? readFileSync(path) : 'missing')
      .update('\0');
  }
  const fingerprint = renderer.digest('hex');
  mkdirSync(dir, { recursive: true });
  prune(dir);
  const counts = { rendered: 0, cached: 0 };
  return {
    counts,
    async get(input, render) {
      const key = createHash('sha256').update(fingerprint).update(JSON.stringify(input, withFileContents)).digest('hex').slice(0, 32);
      const file = join(dir, key);
      if (existsSync(file)) {
        const now = new Date();
        utimesSync(file, now, now);
        counts.cached++;
        return readFileSync(file);
      }
      const bytes = await render();
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, bytes);
      renameSync(temporary, file);
      counts.rendered++;
      return bytes;
    },
  };
}

/**
 * An input object may name files with `{ file: path }`: their bytes, not their path, go into the
 * key (a picture replaced under the same name renders again).
 */
export const inputFile = (path: string) => ({ file: path });

function withFileContents(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && Object.keys(value).length === 1 && typeof (value as { file?: unknown }).file === 'string') {
    const path = (value as { file: string }).file;
    return { file: existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'missing' };
  }
  return value;
}

function prune(dir: string): void {
  const cutoff = Date.now() - MAX_AGE_MS;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    try {
      if (statSync(path).mtimeMs < cutoff) rmSync(path, { force: true });
    } catch {
      // Another build removed or renamed it meanwhile.
    }
  }
}
