/**
 * npm run content:diff -- --base <git ref> — what a change does to the site, for reviewers.
 *
 * Builds the site at the base ref (in a temporary `git worktree` that borrows this checkout's
 * node_modules, with the base's own `npm run build`) and at the working tree (`npm run build`
 * here), then compares every prerendered route: added, removed and changed routes; for each
 * changed route the diff of its visible text, its changed metadata (title, description,
 * canonical; JSON-LD field by field) and before/after screenshots at 390px and 1440px with a
 * pixel-difference image and the changed blocks outlined on the "after" one. It also compares
 * the product PDFs (their text), the news feed and the link-preview cards. Unchanged routes are
 * not screenshotted. Writes reports/content-diff/report.md (the pull request comment),
 * comment.html (that comment as GitHub shows it), report.html, report.json and screens/, then
 * prints the report's path and a one-line summary.
 *
 * The base build, its page snapshots and its screenshots are cached by commit in
 * node_modules/.cache/content-diff/<sha>/ (with the hash of package-lock.json, since the base
 * is built with this checkout's dependencies): a second diff against the same base builds only
 * the working tree.
 *
 * Options (README, "Content diff"):
 *   --base <ref>         required: branch, tag or commit to compare with (e.g. origin/main)
 *   --out <dir>          where to write the report (default reports/content-diff)
 *   --no-screenshots     text, metadata and files only (fast)
 *   --port <n>           serve the base build on n and the working tree's on n+1 (default: free ports)
 *   --serial             build one tree after the other instead of both at once
 *   --no-cache           build the base even when a cached build of that commit exists (and keep none)
 *   --cache-dir <dir>    where cached base builds live (default node_modules/.cache/content-diff)
 *   --preview-url <url>  where the working tree's build is deployed (ends in "/", includes the
 *                        SITE_BASE path): the report links each route there
 *   --assets-url <url>   where this report folder (report.html, screens/) is deployed: the
 *                        comment's images load from there
 *   --head-build <dir>   a client build of the working tree already made with `npm run build`
 *                        (e.g. build/client): compared as it is, instead of building it again
 *   --base-build <dir>   a client build of the base ref already made with `npm run build` (e.g. the
 *                        standard build of a checkout at that commit): compared as it is, instead
 *                        of building the base in a worktree; the cache is neither read nor written
 *   --screenshot-routes <r1,r2,…>  screenshot only these routes (comma-separated, e.g. /trade-fairs):
 *                        every other route is still compared as text, metadata and files
 *
 * Added and removed routes get their text and screenshots too; the report also lists the
 * translations the change made stale and the pages that still show a product figure it changed
 * (./content-diff/follow-ups.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { lockHash, readCachedBuild, storeBuild } from './content-diff/cache';
import { compareSnapshots, readSnapshots, type Comparison } from './content-diff/compare';
import type { FileChanges } from './content-diff/files';
import { changedContent, oldFigures, staleTranslations } from './content-diff/follow-ups';
import { commentHtml, htmlReport, markdownReport, summaryLine, type FollowUps, type ReportInfo } from './content-diff/report';
import type { Camera, Marks } from './content-diff/screens';
import type { Snapshot } from './content-diff/snapshot';
import { startServer } from './server-process';

export type Options = {
  base: string;
  out: string;
  screenshots: boolean;
  port?: number;
  serial: boolean;
  cwd: string;
  /** Reuse (and keep) the base build of a commit. */
  cache: boolean;
  cacheDir: string;
  previewUrl?: string;
  assetsUrl?: string;
  /** A client build of the working tree already made (by `npm run build`): compared instead of building it again. */
  headBuild?: string;
  /** A client build of the base ref already made (by `npm run build`): compared instead of building the base. */
  baseBuild?: string;
  /** Screenshot only these routes (the rest are compared without pictures). */
  screenshotRoutes?: string[];
};

const USAGE =
  'Usage: npm run content:diff -- --base <git ref> [--out dir] [--no-screenshots] [--port n] [--serial] [--no-cache] [--cache-dir dir] [--preview-url url] [--assets-url url] [--head-build dir] [--base-build dir] [--screenshot-routes r1,r2]';
const FLAGS = new Set([
  '--base',
  '--out',
  '--port',
  '--cache-dir',
  '--preview-url',
  '--assets-url',
  '--head-build',
  '--base-build',
  '--screenshot-routes',
]);
const SWITCHES = new Set(['--no-screenshots', '--serial', '--no-cache']);

/** A URL with one trailing slash, so a route's path (without its leading slash) can follow. */
const folderUrl = (flag: string, url: string) => {
  if (!/^https?:\/\//.test(url)) throw new Error(`${flag} needs an http(s) URL, got "${url}"`);
  return url.endsWith('/') ? url : `${url}/`;
};

export function parseArgs(argv: readonly string[], cwd = process.cwd()): Options {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (FLAGS.has(arg)) i += 1;
    else if (!SWITCHES.has(arg)) throw new Error(`unknown option "${arg}". ${USAGE}`);
  }
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    if (index < 0) return undefined;
    const next = argv[index + 1];
    if (!next || next.startsWith('--')) throw new Error(`${flag} needs a value`);
    return next;
  };
  const base = value('--base');
  if (!base) throw new Error(USAGE);
  const port = value('--port');
  if (port !== undefined && !(Number.isInteger(Number(port)) && Number(port) > 0 && Number(port) < 65535))
    throw new Error(`--port needs a port number, got "${port}"`);
  const previewUrl = value('--preview-url');
  const assetsUrl = value('--assets-url');
  const headBuild = value('--head-build');
  const baseBuild = value('--base-build');
  const screenshotRoutes = value('--screenshot-routes')?.split(',').filter(Boolean);
  if (screenshotRoutes?.some((route) => !route.startsWith('/')))
    throw new Error(`--screenshot-routes needs routes starting with "/", got "${screenshotRoutes.join(',')}"`);
  return {
    base,
    out: resolve(cwd, value('--out') ?? join('reports', 'content-diff')),
    screenshots: !argv.includes('--no-screenshots'),
    ...(port ? { port: Number(port) } : {}),
    serial: argv.includes('--serial'),
    cwd,
    cache: !argv.includes('--no-cache'),
    cacheDir: resolve(cwd, value('--cache-dir') ?? join('node_modules', '.cache', 'content-diff')),
    ...(previewUrl ? { previewUrl: folderUrl('--preview-url', previewUrl) } : {}),
    ...(assetsUrl ? { assetsUrl: folderUrl('--assets-url', assetsUrl) } : {}),
    ...(headBuild ? { headBuild: resolve(cwd, headBuild) } : {}),
    ...(baseBuild ? { baseBuild: resolve(cwd, baseBuild) } : {}),
    ...(screenshotRoutes?.length ? { screenshotRoutes } : {}),
  };
}

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout.trim();
}

/**
 * `npm run build` in `cwd`, output to `log`. Preview flags, the base path and NODE_ENV are
 * dropped: both builds are public production builds at the site's root, so they compare (and the
 * cache holds one kind).
 */
function build(cwd: string, log: string): Promise<void> {
  const env = { ...process.env };
  // NODE_ENV too: under a test runner it is "test", which would make a development build (pages
  // that run React Router's client) instead of the one a visitor gets.
  for (const key of ['PREVIEW', 'VITE_PREVIEW', 'BUILD_DIRECTORY', 'SITE_BASE', 'NODE_ENV']) delete env[key];
  env.CONTENT_DIFF_BUILD = '1'; // scripts/postbuild.ts: no sitemap or search index, which the diff does not use
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

/**
 * The browser, image and PDF code (Playwright, sharp, pdf.js): loaded once the builds have
 * started, so its second of loading runs beside them instead of before them.
 */
const loadSteps = () => {
  const loading = Promise.all([import('./content-diff/screens'), import('./content-diff/files')]);
  loading.catch(() => {}); // a failed build is the error to report; this one surfaces where it is awaited
  return loading;
};

export type DiffResult = {
  comparison: Comparison;
  info: ReportInfo;
  markdown: string;
  html: string;
  out: string;
  timings: Record<string, number>;
  /** Whether the base build came from the cache. */
  cached: boolean;
  files: FileChanges;
  followUps: FollowUps;
};

/** What to outline on each route's "after" screenshot: its added lines. */
function marksFor(comparison: Comparison): Map<string, Marks> {
  const marks = new Map<string, Marks>();
  for (const change of comparison.changed)
    marks.set(change.route, { lines: change.text.filter((op) => op.kind === 'add').map((op) => op.text), scope: 'main' });
  for (const group of comparison.siteWide) {
    const route = group.routes[0]!;
    const lines = group.lines.filter((line) => line.startsWith('+ ')).map((line) => line.slice(2));
    const known = marks.get(route);
    marks.set(route, { lines: [...(known?.lines ?? []), ...lines], scope: 'body' });
  }
  return marks;
}

export async function contentDiff(options: Options): Promise<DiffResult> {
  const { cwd, out } = options;
  const root = git(cwd, 'rev-parse', '--show-toplevel');
  const headClient = options.headBuild ?? join(cwd, 'build', 'client');
  if (options.headBuild && !existsSync(join(options.headBuild, 'index.html')))
    throw new Error(`--head-build ${options.headBuild} holds no build (no index.html)`);
  if (options.baseBuild && !existsSync(join(options.baseBuild, 'index.html')))
    throw new Error(`--base-build ${options.baseBuild} holds no build (no index.html)`);
  /** The working tree's build: made here, or the one given. */
  const buildHead = (log: string) => (options.headBuild ? Promise.resolve() : build(cwd, log));
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
  let worktree = false;
  const cleanup = () => {
    if (worktree) {
      // Unlink the borrowed node_modules first, so nothing below can ever reach the real one.
      rmSync(join(baseTree, 'node_modules'), { force: true });
      spawnSync('git', ['worktree', 'remove', '--force', baseTree], { cwd: root });
      spawnSync('git', ['worktree', 'prune'], { cwd: root });
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = () => {
    cleanup();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  // The browser and the working tree's server, when started while the working tree builds; the
  // base's server, started only if a base screenshot is missing from the cache.
  let early: { camera: Promise<Camera>; head: ReturnType<typeof startServer>; base: () => ReturnType<typeof startServer> } | undefined;
  let baseStarted: ReturnType<typeof startServer> | undefined;
  try {
    const logs = { base: join(out, 'build-base.log'), head: join(out, 'build-head.log') };
    let mark = Date.now();
    const timings: Record<string, number> = {};
    const lap = (name: string) => {
      timings[name] = (Date.now() - mark) / 1000;
      mark = Date.now();
    };
    const lock = lockHash(cwd);
    let loading: ReturnType<typeof loadSteps> | undefined;
    // A base build handed over is used as it is: not cached, and no cached one is preferred to it.
    let base: { client: string; snapshots: Map<string, Snapshot>; screens?: string } | undefined = options.baseBuild
      ? { client: options.baseBuild, snapshots: readSnapshots(options.baseBuild) }
      : options.cache
        ? readCachedBuild(options.cacheDir, baseSha, lock)
        : undefined;
    const cached = Boolean(base) && !options.baseBuild;
    // With the base from the cache, the browser (with its first pages open) and the working
    // tree's server (which reads its folder once the build is done) start while the working tree
    // builds, so they are ready the moment it ends. The base's screenshots are likely cached too,
    // so its server starts only when one is not.
    if (base) {
      // Ports first: nothing may wait between starting the build and handing it to the server.
      const ports = options.screenshots ? [options.port ?? (await freePort()), options.port ? options.port + 1 : await freePort()] : [];
      const headBuild = buildHead(logs.head);
      loading = loadSteps();
      if (options.screenshots) {
        const after = headBuild.then(() => headClient);
        const baseClient = base.client;
        early = {
          camera: loading.then(([screens]) => screens.startCamera()),
          head: startServer(ports[1]!, headClient, { after }),
          base: () => (baseStarted ??= startServer(ports[0]!, baseClient)),
        };
        // Settled here too, so a failure to start is reported where it is used, never as unhandled.
        for (const started of [early.camera.then((camera) => camera.browser), early.head]) started.catch(() => {});
      }
      await headBuild;
    } else {
      worktree = true; // before the command: a half-made worktree is removed too
      git(root, 'worktree', 'add', '--detach', '--quiet', baseTree, baseSha);
      // Both trees use this checkout's dependencies: no install, and one copy on disk.
      if (!existsSync(join(baseTree, 'node_modules'))) symlinkSync(realpathSync(join(root, 'node_modules')), join(baseTree, 'node_modules'), 'dir');
      const baseApp = join(baseTree, relative(root, cwd));
      if (options.serial) {
        const baseBuild = build(baseApp, logs.base);
        loading = loadSteps();
        await baseBuild;
        await buildHead(logs.head);
      } else {
        const builds = Promise.all([build(baseApp, logs.base), buildHead(logs.head)]);
        loading = loadSteps();
        await builds;
      }
      const client = join(baseApp, 'build', 'client');
      const snapshots = readSnapshots(client);
      base = options.cache ? storeBuild(options.cacheDir, baseSha, lock, client, snapshots) : { client, snapshots };
    }
    lap(options.baseBuild ? 'head build (base given)' : cached ? 'head build (base cached)' : 'builds');
    const [{ screenshotRoutes }, { compareFiles }] = await (loading ?? loadSteps());

    const beforeDir = base.client;
    const afterDir = headClient;
    const headSnapshots = readSnapshots(afterDir);
    const comparison = compareSnapshots(base.snapshots, headSnapshots);
    const files = await compareFiles(beforeDir, afterDir, screensDir);
    const changedFiles = changedContent(cwd, baseSha);
    const followUps: FollowUps = {
      translations: staleTranslations(cwd, baseSha, changedFiles),
      oldFigures: oldFigures(cwd, baseSha, headSnapshots, changedFiles),
    };
    lap('compare');

    if (options.screenshots) {
      const wanted = (route: string) => !options.screenshotRoutes || options.screenshotRoutes.includes(route);
      const every = [...comparison.changed.map((c) => c.route)];
      for (const group of comparison.siteWide) if (!every.includes(group.routes[0]!)) every.push(group.routes[0]!);
      const routes = every.filter(wanted);
      // Added pages are shot from the working tree, removed ones from the base.
      const single = new Map<string, 'before' | 'after'>(
        [
          ...comparison.added.map((page) => [page.route, 'after'] as const),
          ...comparison.removed.map((page) => [page.route, 'before'] as const),
        ].filter(([route]) => wanted(route)),
      );
      if (routes.length || single.size) {
        const startBoth = async () => {
          const basePort = options.port ?? (await freePort());
          const headPort = options.port ? options.port + 1 : await freePort();
          return Promise.all([startServer(basePort, beforeDir), startServer(headPort, afterDir)]);
        };
        const started = early;
        const [baseServer, headServer] = started ? [undefined, await started.head] : await startBoth();
        // Started early: the base's server is started by the first base screenshot not in the cache.
        const baseUrl = started ? async () => (await started.base()).url : baseServer!.url;
        try {
          const { compared: shots, pages } = await screenshotRoutes(routes, baseUrl, headServer.url, screensDir, {
            marks: marksFor(comparison),
            single,
            ...(base.screens ? { baseCache: base.screens } : {}),
            ...(started ? { camera: await started.camera } : {}),
          });
          for (const change of comparison.changed) change.shots = shots.get(change.route);
          for (const group of comparison.siteWide) group.shots = shots.get(group.routes[0]!);
          for (const page of [...comparison.added, ...comparison.removed]) page.shots = pages.get(page.route);
        } finally {
          await Promise.all([baseServer?.stop(), headServer.stop()]);
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
      ...(options.previewUrl ? { previewUrl: options.previewUrl } : {}),
      ...(options.assetsUrl ? { assetsUrl: options.assetsUrl } : {}),
    };
    const markdown = markdownReport(comparison, info, files, followUps);
    const html = htmlReport(comparison, info, files, followUps);
    writeFileSync(join(out, 'report.md'), markdown);
    writeFileSync(join(out, 'report.html'), html);
    writeFileSync(join(out, 'comment.html'), commentHtml(markdown));
    writeFileSync(
      join(out, 'report.json'),
      `${JSON.stringify({ info, summary: summaryLine(comparison, files), ...comparison, files, followUps }, null, 2)}\n`,
    );
    return { comparison, info, markdown, html, out, timings, cached, files, followUps };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // What was started early and not used (no route changed, or a step failed first), and the
    // base's server if a screenshot needed it.
    if (early)
      await Promise.allSettled([
        early.camera.then((camera) => camera.browser).then((browser) => browser.close()),
        early.head.then((server) => server.stop()),
        baseStarted?.then((server) => server.stop()),
      ]);
    cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (!existsSync(join(options.cwd, 'node_modules'))) throw new Error('node_modules is missing: run "npm ci" first.');
    const started = Date.now();
    const { comparison, out, timings, cached, files } = await contentDiff(options);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const steps = Object.entries(timings)
      .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
      .join(', ');
    console.log(
      `content:diff: ${summaryLine(comparison, files)} (against ${options.base}${options.baseBuild ? ', base build given' : cached ? ', base build from the cache' : ''}; ${seconds} s: ${steps})`,
    );
    console.log(`Report: ${relative(process.cwd(), join(out, 'report.html'))} (Markdown: ${relative(process.cwd(), join(out, 'report.md'))})`);
    for (const change of comparison.changed) console.log(`  changed  ${change.route}`);
    for (const added of comparison.added) console.log(`  added    ${added.route}`);
    for (const removed of comparison.removed) console.log(`  removed  ${removed.route}`);
  } catch (error) {
    console.error(`content:diff: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
