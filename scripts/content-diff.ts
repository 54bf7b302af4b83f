/**
 * npm run content:diff -- --base <git ref> — what a change does to the site, for reviewers.
 *
 * Builds the site at the base ref (in a temporary `git worktree` that borrows this checkout's
 * node_modules, with the base's own `npm run build`) and at the working tree (`npm run build`
 * here), then compares every prerendered route: added, removed and changed routes; for each
 * changed route the diff of its visible text, its changed metadata (title, description,
 * canonical, JSON-LD) and before/after screenshots at 390px and 1440px with a pixel-difference
 * image. Unchanged routes are not screenshotted. Writes reports/content-diff/report.md (for a
 * pull request comment), report.html, report.json and screens/, then prints the report's path
 * and a one-line summary.
 *
 * Options:
 *   --base <ref>        required: branch, tag or commit to compare with (e.g. origin/main)
 *   --out <dir>         where to write the report (default reports/content-diff)
 *   --no-screenshots    text and metadata only (fast)
 *   --port <n>          serve the base build on n and the working tree's on n+1 (default: free ports)
 *   --serial            build one tree after the other instead of both at once
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { compareBuilds, type Comparison } from './content-diff/compare';
import { htmlReport, markdownReport, summaryLine, type ReportInfo } from './content-diff/report';
import { screenshotRoutes } from './content-diff/screens';
import { startServer } from './server-process';

export type Options = { base: string; out: string; screenshots: boolean; port?: number; serial: boolean; cwd: string };

export function parseArgs(argv: readonly string[], cwd = process.cwd()): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    if (index < 0) return undefined;
    const next = argv[index + 1];
    if (!next || next.startsWith('--')) throw new Error(`${flag} needs a value`);
    return next;
  };
  const base = value('--base');
  if (!base) throw new Error('Usage: npm run content:diff -- --base <git ref> [--out dir] [--no-screenshots] [--port n] [--serial]');
  const port = value('--port');
  return {
    base,
    out: resolve(cwd, value('--out') ?? join('reports', 'content-diff')),
    screenshots: !argv.includes('--no-screenshots'),
    ...(port ? { port: Number(port) } : {}),
    serial: argv.includes('--serial'),
    cwd,
  };
}

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout.trim();
}

/** `npm run build` in `cwd`, output to `log`. Preview flags are dropped: both builds are public builds. */
function build(cwd: string, log: string): Promise<void> {
  const env = { ...process.env };
  for (const key of ['PREVIEW', 'VITE_PREVIEW', 'BUILD_DIRECTORY']) delete env[key];
  const fd = openSync(log, 'w');
  return new Promise((done, fail) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd, env, stdio: ['ignore', fd, fd] });
    child.on('error', fail);
    child.on('exit', (code) => {
      closeSync(fd);
      if (code === 0) done();
      else {
        const tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-25).join('\n');
        fail(new Error(`npm run build failed in ${cwd} (exit ${code}); last lines of ${log}:\n${tail}`));
      }
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export type DiffResult = { comparison: Comparison; info: ReportInfo; markdown: string; html: string; out: string; timings: Record<string, number> };

export async function contentDiff(options: Options): Promise<DiffResult> {
  const { cwd, out } = options;
  const root = git(cwd, 'rev-parse', '--show-toplevel');
  let baseSha: string;
  try {
    baseSha = git(cwd, 'rev-parse', '--verify', '--quiet', `${options.base}^{commit}`);
  } catch {
    throw new Error(`"${options.base}" is not a commit of this repository (for a remote branch, run "git fetch" first).`);
  }
  const screensDir = join(out, 'screens');
  // The output folder is emptied first: never let that be the project or a folder above it.
  if (!relative(out, cwd).startsWith('..'))
    throw new Error(`--out ${out} would contain the project; choose a folder inside it, like reports/content-diff`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(screensDir, { recursive: true });

  const tmp = mkdtempSync(join(tmpdir(), 'content-diff-'));
  const baseTree = join(tmp, 'base');
  const cleanup = () => {
    // Unlink the borrowed node_modules first, so nothing below can ever reach the real one.
    rmSync(join(baseTree, 'node_modules'), { force: true });
    spawnSync('git', ['worktree', 'remove', '--force', baseTree], { cwd: root });
    rmSync(tmp, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
  };
  const onSignal = () => {
    cleanup();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    git(root, 'worktree', 'add', '--detach', '--quiet', baseTree, baseSha);
    // Both trees use this checkout's dependencies: no install, and one copy on disk.
    if (!existsSync(join(baseTree, 'node_modules'))) symlinkSync(realpathSync(join(root, 'node_modules')), join(baseTree, 'node_modules'), 'dir');
    const appDir = relative(root, cwd);
    const baseApp = join(baseTree, appDir);
    const logs = { base: join(out, 'build-base.log'), head: join(out, 'build-head.log') };
    let mark = Date.now();
    const timings: Record<string, number> = {};
    const lap = (name: string) => {
      timings[name] = (Date.now() - mark) / 1000;
      mark = Date.now();
    };
    if (options.serial) {
      await build(baseApp, logs.base);
      await build(cwd, logs.head);
    } else await Promise.all([build(baseApp, logs.base), build(cwd, logs.head)]);
    lap('builds');

    const beforeDir = join(baseApp, 'build', 'client');
    const afterDir = join(cwd, 'build', 'client');
    const comparison = compareBuilds(beforeDir, afterDir);
    lap('compare');

    if (options.screenshots) {
      const routes = [...comparison.changed.map((c) => c.route)];
      for (const group of comparison.siteWide) if (!routes.includes(group.routes[0]!)) routes.push(group.routes[0]!);
      if (routes.length) {
        const basePort = options.port ?? (await freePort());
        const headPort = options.port ? options.port + 1 : await freePort();
        const [baseServer, headServer] = await Promise.all([startServer(basePort, beforeDir), startServer(headPort, afterDir)]);
        try {
          const shots = await screenshotRoutes(routes, baseServer.url, headServer.url, screensDir);
          for (const change of comparison.changed) change.shots = shots.get(change.route);
          for (const group of comparison.siteWide) group.shots = shots.get(group.routes[0]!);
        } finally {
          await Promise.all([baseServer.stop(), headServer.stop()]);
        }
      }
      lap('screenshots');
    }

    const dirty = git(cwd, 'status', '--porcelain', '--untracked-files=no').length > 0;
    const headRef = git(cwd, 'rev-parse', '--abbrev-ref', 'HEAD');
    const info: ReportInfo = {
      base: options.base,
      baseSha,
      head: `the working tree (${headRef === 'HEAD' ? git(cwd, 'rev-parse', '--short', 'HEAD') : headRef}${dirty ? ', with uncommitted changes' : ''})`,
      screenshots: options.screenshots,
    };
    const markdown = markdownReport(comparison, info);
    const html = htmlReport(comparison, info);
    writeFileSync(join(out, 'report.md'), markdown);
    writeFileSync(join(out, 'report.html'), html);
    writeFileSync(join(out, 'report.json'), `${JSON.stringify({ info, summary: summaryLine(comparison), ...comparison }, null, 2)}\n`);
    return { comparison, info, markdown, html, out, timings };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (!existsSync(join(options.cwd, 'node_modules'))) throw new Error('node_modules is missing: run "npm ci" first.');
    const started = Date.now();
    const { comparison, out, timings } = await contentDiff(options);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const steps = Object.entries(timings)
      .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
      .join(', ');
    console.log(`content:diff: ${summaryLine(comparison)} (against ${options.base}; ${seconds} s: ${steps})`);
    console.log(`Report: ${relative(process.cwd(), join(out, 'report.html'))} (Markdown: ${relative(process.cwd(), join(out, 'report.md'))})`);
    for (const change of comparison.changed) console.log(`  changed  ${change.route}`);
    for (const added of comparison.added) console.log(`  added    ${added.route}`);
    for (const removed of comparison.removed) console.log(`  removed  ${removed.route}`);
  } catch (error) {
    console.error(`content:diff: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
