/**
 * The English text a translation was made from, found by its stamp (`translationOf`: the first 12
 * characters of the SHA-256 of the English file, docs/decisions/1800): the versions of the English
 * file in git (staged, then each commit that touched it, newest first) until one has that stamp.
 * So a stale translation's warning can quote the English lines that changed since, an edit not yet
 * committed included (the working file is compared with the stamped version).
 */
import { execFileSync } from 'node:child_process';
import { sourceStamp } from './translation';

/** How many commits of a file are searched for its stamped version. */
const DEPTH = 300;

const found = new Map<string, string | null>();

function git(root: string, args: string[]): Buffer | undefined {
  try {
    return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 32 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/** The English file's text as it was when its stamp was `stamp`, or undefined when git has no such version (or there is no git). */
export function stampedText(root: string, file: string, stamp: string): string | undefined {
  const key = `${root}\0${file}\0${stamp}`;
  if (found.has(key)) return found.get(key) ?? undefined;
  let text: string | undefined;
  const staged = git(root, ['show', `:./${file}`]);
  if (staged && sourceStamp(staged) === stamp) text = staged.toString('utf8');
  else {
    const commits = git(root, ['log', `-n${DEPTH}`, '--format=%H', '--', file])?.toString('utf8').split('\n').filter(Boolean) ?? [];
    for (const commit of commits) {
      const bytes = git(root, ['show', `${commit}:./${file}`]);
      if (bytes && sourceStamp(bytes) === stamp) {
        text = bytes.toString('utf8');
        break;
      }
    }
  }
  found.set(key, text ?? null);
  return text;
}
