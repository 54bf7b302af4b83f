/**
 * Exactly one news item is featured. When a second one says `featured: true`, the message goes to
 * the story the copywriter is editing, not to whichever file sorts last (issue 30): the file with
 * uncommitted changes (or not yet committed at all), else the one whose last commit is newest,
 * else the one saved last. The other file is named with its line, so either can be changed.
 */
import { spawnSync } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from './source';

export type Featured = { file: string; line: number };

function git(root: string, ...args: string[]): string | undefined {
  const result = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

/** Whether `root` is the top of a git work tree (not merely a folder inside another repository). */
function isRepository(root: string): boolean {
  const top = git(root, 'rev-parse', '--show-toplevel')?.trim();
  try {
    return top !== undefined && realpathSync(top) === realpathSync(root);
  } catch {
    return false;
  }
}

/**
 * How recently each file was edited, as a sortable number: files with uncommitted changes first
 * (they are being edited now), then by the time of their last commit, then by the time they were
 * saved. Files outside a repository are ranked by the time they were saved.
 */
export function editedRank(root: string, files: readonly string[]): Map<string, number> {
  const saved = (file: string) => {
    try {
      return statSync(join(root, file)).mtimeMs / 1000;
    } catch {
      return 0;
    }
  };
  if (!isRepository(root)) return new Map(files.map((file) => [file, saved(file)]));
  const dirty = new Set(
    (git(root, 'status', '--porcelain', '-z', '--untracked-files=all', '--', ...files) ?? '')
      .split('\0')
      .filter(Boolean)
      .map((entry) => entry.slice(3)),
  );
  const FUTURE = 1e12; // after any commit time: an uncommitted edit is the newest
  return new Map(
    files.map((file) => {
      if (dirty.has(file)) return [file, FUTURE + saved(file)];
      const committed = Number(git(root, 'log', '-1', '--format=%ct', '--', file)?.trim() || 0);
      return [file, committed || saved(file)];
    }),
  );
}

/** One problem for each featured item beyond the first, at the one edited most recently. */
export function secondFeatured(root: string, featured: readonly Featured[]): Problem[] {
  if (featured.length < 2) return [];
  const rank = editedRank(
    root,
    featured.map((item) => item.file),
  );
  // Oldest edit first: it keeps its flag; every later one is told about it. Ties keep file order.
  const byAge = [...featured].sort((a, b) => (rank.get(a.file) ?? 0) - (rank.get(b.file) ?? 0));
  const kept = byAge[0]!;
  return byAge.slice(1).map((item) => ({
    file: item.file,
    line: item.line,
    field: 'featured',
    message: `expected exactly one featured news item; ${kept.file}:${kept.line} is featured too: keep "featured: true" in the story that should lead the newsroom and delete it from the other`,
  }));
}
