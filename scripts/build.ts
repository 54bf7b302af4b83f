/**
 * npm run build — the content check and React Router's build, started together.
 *
 * On two cores the check (a few seconds) runs while React Router loads its configuration and
 * Vite, instead of before them. The build's output is held back until the check has passed, so
 * bad content still gives only the check's messages (file, line, field) and no stack trace: the
 * build is stopped and its output dropped. Arguments go to `react-router build`. The content
 * editor's code builds beside them (scripts/cms/build.ts --prepare), for the last build step to copy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { isPreviewBuild } from './preview-build';

const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

/** Exit code of a child (1 when it was stopped by a signal). */
const exited = (child: ChildProcess) => new Promise<number>((done) => child.once('exit', (code) => done(code ?? 1)));

// Its own process group, so stopping it stops Vite's helpers (esbuild) with it.
const build = spawn(bin('react-router'), ['build', ...process.argv.slice(2)], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
// --brief: the build counts what is waiting for the company; `npm run content:check` lists it.
// `npm test` ran that very check on the same tree a step before and says so (CONTENT_CHECKED=1):
// it is not run twice. Every other build checks first.
const check = process.env.CONTENT_CHECKED === '1' ? undefined : spawn(bin('tsx'), ['scripts/content-check.ts', '--brief'], { stdio: 'inherit' });
// The content editor's code (/admin/, scripts/cms/) builds beside the site; the build's last step
// copies it in, waiting for it if need be (it says so itself when this head start fails). Neither
// a content:diff build nor a preview build has an editor.
const editor =
  process.env.CONTENT_DIFF_BUILD === '1' || isPreviewBuild()
    ? undefined
    : spawn(bin('tsx'), ['scripts/cms/build.ts', '--prepare'], { detached: true, stdio: 'ignore' });

let held: { to: NodeJS.WriteStream; chunk: Buffer }[] | undefined = [];
for (const [from, to] of [
  [build.stdout, process.stdout],
  [build.stderr, process.stderr],
] as const)
  from?.on('data', (chunk: Buffer) => (held ? held.push({ to, chunk }) : to.write(chunk)));

const stop = () => {
  for (const child of [build, editor]) {
    try {
      if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};
process.once('SIGINT', () => (stop(), process.exit(130)));
process.once('SIGTERM', () => (stop(), process.exit(143)));

const buildDone = exited(build);
const checked = check ? await exited(check) : 0;
if (checked !== 0) {
  stop();
  await buildDone;
  process.exit(checked);
}
for (const { to, chunk } of held ?? []) to.write(chunk);
held = undefined;
const built = await buildDone;
if (built !== 0) stop();
process.exit(built);
