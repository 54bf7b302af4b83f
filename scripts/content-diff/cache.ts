/**
 * The base build of a content diff, kept by commit: node_modules/.cache/content-diff/<sha>/
 * holds the client build, its page snapshots (snapshots.json) and the base screenshots taken
 * so far (screens/). An entry is used only if it was built with the same package-lock.json,
 * because the base is built with this checkout's dependencies. Entries are written to a
 * temporary folder and renamed into place, so a diff that stops half way leaves no half entry;
 * the most recently used few are kept.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Snapshot } from './snapshot';

/** Entries kept; each is one client build (about 10 MB) and its screenshots. */
export const KEEP = 4;

const snapshotSchema = z.object({
  main: z.array(z.string()),
  shell: z.array(z.string()),
  meta: z.object({ title: z.string(), description: z.string(), canonical: z.string(), jsonLd: z.string() }),
  images: z.array(z.string()),
  structured: z.array(z.unknown()),
});
const entrySchema = z.object({
  sha: z.string(),
  lock: z.string(),
  builtAt: z.string(),
  snapshots: z.array(z.tuple([z.string(), snapshotSchema])),
});

export type CachedBuild = { sha: string; client: string; screens: string; snapshots: Map<string, Snapshot> };

/** A short hash of package-lock.json in `cwd` ("none" without one). */
export function lockHash(cwd: string): string {
  const file = join(cwd, 'package-lock.json');
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16) : 'none';
}

const paths = (cacheDir: string, sha: string) => {
  const dir = join(cacheDir, sha);
  return { dir, client: join(dir, 'client'), screens: join(dir, 'screens'), entry: join(dir, 'snapshots.json') };
};

/** The cached build of `sha`, or undefined when there is none made with this lock file. */
export function readCachedBuild(cacheDir: string, sha: string, lock: string): CachedBuild | undefined {
  const p = paths(cacheDir, sha);
  if (!existsSync(p.entry) || !existsSync(p.client)) return undefined;
  let parsed: z.infer<typeof entrySchema>;
  try {
    const result = entrySchema.safeParse(JSON.parse(readFileSync(p.entry, 'utf8')));
    if (!result.success) return undefined;
    parsed = result.data;
  } catch {
    return undefined;
  }
  if (parsed.sha !== sha || parsed.lock !== lock) return undefined;
  const now = new Date();
  utimesSync(p.dir, now, now); // most recently used: kept longest
  mkdirSync(p.screens, { recursive: true });
  return { sha, client: p.client, screens: p.screens, snapshots: new Map(parsed.snapshots) };
}

/** Copies a fresh base build into the cache and drops the least recently used entries past KEEP. */
export function storeBuild(cacheDir: string, sha: string, lock: string, clientDir: string, snapshots: ReadonlyMap<string, Snapshot>): CachedBuild {
  const p = paths(cacheDir, sha);
  const tmp = join(cacheDir, `.${sha}-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(join(tmp, 'screens'), { recursive: true });
  cpSync(clientDir, join(tmp, 'client'), { recursive: true });
  writeFileSync(join(tmp, 'snapshots.json'), JSON.stringify({ sha, lock, builtAt: new Date().toISOString(), snapshots: [...snapshots] }));
  rmSync(p.dir, { recursive: true, force: true });
  renameSync(tmp, p.dir);
  prune(cacheDir, KEEP);
  return { sha, client: p.client, screens: p.screens, snapshots: new Map(snapshots) };
}

/** Keeps the `keep` most recently used entries of `cacheDir`. */
export function prune(cacheDir: string, keep: number): void {
  const entries = readdirSync(cacheDir)
    .filter((name) => /^[0-9a-f]{7,64}$/.test(name))
    .map((name) => ({ name, used: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of entries.slice(keep)) rmSync(join(cacheDir, name), { recursive: true, force: true });
}
