import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Run = (cwd: string, command: string, ...args: string[]) => string;

/**
 * The one way a test or a bench copies the project into a scratch folder (docs/testing.md): the
 * files of the project as it is now, tracked and new, ignored ones left out, so the copy has
 * whatever the project has (package-lock.json, which the editor's build reads, included).
 */
export function projectFiles(): string[] {
  return (
    execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      // node_modules is linked, never copied: a checkout whose node_modules is itself a link lists it as a new file.
      .filter((file) => file && file !== 'node_modules' && existsSync(file))
  );
}

function copyFiles(into: string): void {
  for (const file of projectFiles()) {
    mkdirSync(dirname(join(into, file)), { recursive: true });
    copyFileSync(file, join(into, file));
  }
}

const linkModules = (into: string) => symlinkSync(realpathSync('node_modules'), join(into, 'node_modules'), 'dir');

/** Copies the project (projectFiles) into `into`, with this checkout's node_modules linked in: a copy to build or serve. */
export function copyProject(into: string): void {
  copyFiles(into);
  linkModules(into);
}

/**
 * Makes `repo` a git repository of one commit holding the project as it is now (projectFiles),
 * with this checkout's node_modules linked in: the base a diff test or bench changes one file
 * against. `run` runs a command and returns its output.
 */
export function copyProjectInto(repo: string, run: Run): void {
  copyFiles(repo);
  run(repo, 'git', 'init', '-q', '-b', 'main');
  run(repo, 'git', 'add', '-A');
  run(repo, 'git', '-c', 'commit.gpgsign=false', 'commit', '-qm', 'base');
  // After the commit: .gitignore's "node_modules/" does not match a symlink.
  linkModules(repo);
}
