import { copyFileSync, existsSync, mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Run = (cwd: string, command: string, ...args: string[]) => string;

/**
 * Makes `repo` a git repository of one commit holding the project as it is now (tracked and new
 * files, ignored ones left out), with this checkout's node_modules linked in: the base a diff
 * test or bench changes one file against. `run` runs a command and returns its output.
 */
export function copyProjectInto(repo: string, run: Run): void {
  const files = run(process.cwd(), 'git', 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(file)) continue;
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    copyFileSync(file, join(repo, file));
  }
  run(repo, 'git', 'init', '-q', '-b', 'main');
  run(repo, 'git', 'add', '-A');
  run(repo, 'git', '-c', 'commit.gpgsign=false', 'commit', '-qm', 'base');
  // After the commit: .gitignore's "node_modules/" does not match a symlink.
  symlinkSync(realpathSync('node_modules'), join(repo, 'node_modules'), 'dir');
}
