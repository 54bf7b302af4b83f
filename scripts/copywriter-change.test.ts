/**
 * A copywriter's change, end to end, on a copy of this repository (issue 30): one commit changes
 * a product figure in its product file, the next adds a page as one new file. On that head the
 * steps CI runs — the content check, the "CONTENT.md is up to date" test, `npm run build` — must
 * pass; the built site must serve the new page (three kinds of sections, a figure quoted) and show the old figure nowhere (pages, Arabic
 * pages, feed, PDFs, search records); and `content:diff` against the project as it was (the
 * copy's first commit, before both changes) must show the page with its text and screenshots,
 * and the figure's product page as changed. One full build of the head is shared by all of it
 * (the diff compares it with `--head-build`). The base is the project as it is, so when
 * `SITE_BUILD` names the standard build of this checkout (`npm test` sets it: its build step
 * runs before the unit tests) the diff is handed that build (`--base-build`) and builds nothing;
 * without it (`npx vitest run` alone) the diff builds the base in a worktree.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { figuresIn } from '~/content/figures';
import { loadNews, loadProduct } from '~/content/load.server';
import { parseSource } from '~/content/source';
import { readSnapshots } from './content-diff/compare';
import { pdfText } from './content-diff/files';
import { oldFigures, staleTranslations } from './content-diff/follow-ups';
import { copyProjectInto } from './content-diff/project-copy';
import { firstText, folded, found, pageText, tags, titleOf } from './build/built-html';
import { contentDocs } from './content-docs';
import { startServer } from './server-process';

// Serving the build and reading every file of it (PDFs and the search index too) took over
// Vitest's default 5 s under a load of 10 on two cores.
vi.setConfig({ testTimeout: 60_000 });

const SERVE_PORT = Number(process.env.COPYWRITER_SERVE_PORT ?? 4254);
const DIFF_PORT = Number(process.env.COPYWRITER_DIFF_PORT ?? 4252);
const PREVIEW = 'https://example.github.io/site/pr-preview/pr-30/';
/** The standard build of this checkout (`build/client`, made by `npm test`'s build step): the diff's base when set. */
const SITE_BUILD = process.env.SITE_BUILD ? resolve(process.env.SITE_BUILD) : undefined;

// The page added as one file; tests/e2e/cms.spec.ts has a copywriter type this same page in the editor.
const PAGE = readFileSync(join('tests', 'fixtures', 'new-page', 'content', 'pages', 'trade-fairs.mdx'), 'utf8');

let repo = '';
const steps: Record<string, { status: number | null; output: string; seconds: number }> = {};
const timings: Record<string, number> = {};

/** Runs a command; `env` values of `undefined` remove the variable (NODE_ENV: vitest's "test" would make development builds). */
function run(cwd: string, command: string, args: string[], env: Record<string, string | undefined> = {}) {
  const started = Date.now();
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: merged });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, seconds: (Date.now() - started) / 1000 };
}

function must(cwd: string, command: string, ...args: string[]): string {
  const result = run(cwd, command, args);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.output}`);
  return result.output;
}

const commit = (message: string) => must(repo, 'git', '-c', 'commit.gpgsign=false', 'commit', '-qam', message);

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full, keep) : keep(full) ? [full] : [];
  });
}

/**
 * The figure the change raises: Tara Greet's battery, which the added page quotes, as content/
 * gives it today ("6-8 hours of active use"), every number one more after the change.
 */
const greet = loadProduct('tara-greet');
const batteryIndex = (greet.specs ?? []).findIndex((spec) => spec.key === 'battery');
const battery = greet.specs![batteryIndex]!;
const bumped = (text: string) => text.replace(/\d+/g, (number) => String(Number(number) + 1));
const [oldFigure] = figuresIn(battery.value);
if (!oldFigure) throw new Error(`content/products/tara-greet.yaml: the battery "${battery.value}" holds no figure to change`);
/** Whether a text shows the old battery figure, however written (6-8 hours, 6–8 h, ٦-٨ ساعات). */
const showsOld = (text: string) => figuresIn(text).some((figure) => figure.numbers === oldFigure.numbers && figure.unit === oldFigure.unit);
const showsNew = (text: string) => figuresIn(text).some((figure) => figure.numbers === bumped(oldFigure.numbers) && figure.unit === oldFigure.unit);
/** Where the figure is quoted besides its product page: a news item's text, an Arabic page. */
const quotedInNews = loadNews().some((item) => readFileSync(item.file, 'utf8').includes('[[tara-greet.battery'));
const arabicPage = existsSync(join('content', 'ar', 'pages', 'tara-greet.mdx'));
const arabicProduct = existsSync(join('content', 'ar', 'products', 'tara-greet.yaml'));

beforeAll(async () => {
  let mark = Date.now();
  const lap = (name: string) => {
    timings[name] = (Date.now() - mark) / 1000;
    mark = Date.now();
  };
  repo = mkdtempSync(join(tmpdir(), 'copywriter-change-'));
  copyProjectInto(repo, (cwd, command, ...args) => must(cwd, command, ...args));
  lap('copy');

  // A figure changed once, in its product file: every number of the battery's lines one more.
  const product = join(repo, 'content', 'products', 'tara-greet.yaml');
  const before = readFileSync(product, 'utf8');
  const source = parseSource('content/products/tara-greet.yaml', before);
  const lines = new Set([source.lineOf(['specs', batteryIndex, 'value']), source.lineOf(['specs', batteryIndex, 'short', 'value'])]);
  const after = before
    .split('\n')
    .map((line, index) => (lines.has(index + 1) ? bumped(line) : line))
    .join('\n');
  expect(after, 'content/products/tara-greet.yaml holds the battery figure the test changes').not.toBe(before);
  writeFileSync(product, after);
  commit('Tara Greet: longer battery');

  // A page added as one file.
  writeFileSync(join(repo, 'content', 'pages', 'trade-fairs.mdx'), PAGE);
  must(repo, 'git', 'add', 'content/pages/trade-fairs.mdx');
  commit('A page about trade fairs');

  // The steps CI runs (scripts/test.ts), on that head.
  steps.check = run(repo, join(repo, 'node_modules', '.bin', 'tsx'), ['scripts/content-check.ts']);
  // The "CONTENT.md is up to date" test (scripts/content-docs.test.ts) is this comparison: run in
  // this process, as a second Vitest in the copy took 23 s to start for it.
  const docsStarted = Date.now();
  const upToDate = (await contentDocs(repo)) === readFileSync(join(repo, 'CONTENT.md'), 'utf8');
  steps.docs = {
    status: upToDate ? 0 : 1,
    output: upToDate ? '' : 'CONTENT.md is out of date: run "npm run content:docs" and commit CONTENT.md',
    seconds: (Date.now() - docsStarted) / 1000,
  };
  steps.build = run(repo, 'npm', ['run', 'build'], { NODE_ENV: undefined });
  for (const [name, step] of Object.entries(steps)) timings[name] = step.seconds;
  mark = Date.now();
}, 900_000);

afterAll(() => {
  console.info(`copywriter-change timings (s): ${JSON.stringify(timings)}`);
  if (!repo) return;
  rmSync(join(repo, 'node_modules'), { force: true });
  rmSync(repo, { recursive: true, force: true });
});

test('a page added as one file passes the steps CI runs (content check, CONTENT.md test, build) and is served', async () => {
  expect(steps.check!.status, steps.check!.output).toBe(0);
  expect(steps.check!.output).toContain('✔ content/ is valid');
  // Passing, yet told: nothing links to the new page.
  expect(steps.check!.output).toContain('warning: content/pages/trade-fairs.mdx:1 (file) — no link leads to /trade-fairs');
  expect(steps.docs!.status, steps.docs!.output).toBe(0);
  expect(steps.build!.status, steps.build!.output.slice(-3000)).toBe(0);
  const server = await startServer(SERVE_PORT, join(repo, 'build', 'client'));
  try {
    const response = await fetch(`${server.url}/trade-fairs`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Read as a visitor reads it, through parse5 (docs/decisions/3460): a figure's keep-together span run on with its words, no-break spaces folded.
    const text = pageText(html);
    expect(firstText(html, 'h1')).toBe('Meet our robots at trade fairs');
    expect(text).toContain(`Tara Greet welcomes visitors at our stand for ${bumped(battery.short?.value ?? battery.value)} a day.`);
    // Three kinds of sections from the kit, each rendered: the figure quoted in a card, the closing call's link (in the page's
    // own content: the header and the footer link to /contact too).
    expect(found(html, 'h2', 'main').map((heading) => folded(heading.text))).toContain('What you can see at our stand');
    expect(text).toContain(`Tara Greet speaks ${greet.specs!.find((spec) => spec.key === 'languages')!.value} languages.`);
    expect(
      found(html, 'a', 'main')
        .filter((link) => link.attrs.href === '/contact')
        .map((link) => folded(link.text)),
    ).toContain('Contact us');
    expect(readFileSync(join(repo, 'build', 'client', 'sitemap.xml'), 'utf8')).toContain('/trade-fairs</loc>');
  } finally {
    await server.stop();
  }
});

test('a product figure changed once shows its old value on no page, Arabic page, feed, PDF or search record', async () => {
  expect(steps.build!.status).toBe(0);
  const client = join(repo, 'build', 'client');
  const stale: string[] = [];
  const seen = new Set<string>();
  const look = (where: string, text: string) => {
    if (showsOld(text)) stale.push(where);
    if (showsNew(text)) seen.add(where);
  };
  // A page read through parse5 (docs/decisions/3460): its words, its title and its attributes (a description, an alt text),
  // not its scripts.
  for (const file of files(client, (name) => name.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    look(relative(client, file), [titleOf(html), pageText(html), ...tags(html, '*').flatMap((attrs) => Object.values(attrs))].join('\n'));
  }
  for (const file of files(client, (name) => /\.(xml|json)$/.test(name) && !name.includes('pagefind')))
    look(relative(client, file), readFileSync(file, 'utf8'));
  for (const file of files(client, (name) => name.endsWith('.pdf')))
    look(relative(client, file), (await pdfText(new Uint8Array(readFileSync(file)))).join('\n'));
  for (const file of files(join(client, 'pagefind'), (name) => name.includes(`${join('pagefind', 'fragment')}`))) {
    look(relative(client, file), gunzipSync(readFileSync(file)).toString('utf8'));
  }
  expect(stale).toEqual([]);
  // …and the new figure is where the old one was: English and Arabic pages, the news item, the feed, the brochure, the search index.
  for (const where of [
    'tara-greet/index.html',
    ...(arabicPage ? ['ar/tara-greet/index.html'] : []),
    ...(greet.download ? [greet.download.file.slice(1)] : []),
  ])
    expect(seen, where).toContain(where);
  if (quotedInNews) {
    expect([...seen].some((where) => where.startsWith('news/') && where.endsWith('index.html'))).toBe(true);
    expect([...seen].some((where) => where.endsWith('.xml'))).toBe(true);
  }
  expect([...seen].some((where) => where.startsWith('pagefind/'))).toBe(true);
});

test("the diff's follow-ups for the figure: the Arabic product file it made stale, and no page that still shows the old figure", () => {
  expect(steps.build!.status).toBe(0);
  const base = must(repo, 'git', 'rev-parse', 'HEAD~2').trim();
  if (arabicProduct)
    expect(staleTranslations(repo, base)).toContainEqual(
      expect.objectContaining({ file: 'content/ar/products/tara-greet.yaml', english: 'content/products/tara-greet.yaml' }),
    );
  expect(oldFigures(repo, base, readSnapshots(join(repo, 'build', 'client')))).toEqual([]);
});

test('content:diff with an added page shows its screenshots and its text, linked into the preview', () => {
  expect(steps.build!.status).toBe(0);
  const started = Date.now();
  const diff = run(
    repo,
    join(repo, 'node_modules', '.bin', 'tsx'),
    [
      'scripts/content-diff.ts',
      // The project as it is, before the figure and the page: SITE_BUILD is its build.
      '--base',
      'HEAD~2',
      '--head-build',
      'build/client',
      ...(SITE_BUILD ? ['--base-build', SITE_BUILD] : []),
      // The page this test is about: the figure's changed pages are compared as text only.
      '--screenshot-routes',
      '/trade-fairs',
      '--port',
      String(DIFF_PORT),
      '--no-cache',
      '--preview-url',
      PREVIEW,
    ],
    { NODE_ENV: undefined },
  );
  timings.diff = (Date.now() - started) / 1000;
  console.info(diff.output.split('\n').find((line) => line.startsWith('content:diff:')));
  expect(diff.status, diff.output.slice(-3000)).toBe(0);
  const out = join(repo, 'reports', 'content-diff');
  const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as {
    added: { route: string; text: string[]; shots: { width: number; file: string; thumb: string }[] }[];
    changed: { route: string }[];
    removed: { route: string }[];
  };
  expect(diff.output).toContain(SITE_BUILD ? 'base build given' : 'against HEAD~2;');
  // The base is the project before the figure changed (the build handed over is that one): the product page changed, nothing was removed.
  expect(report.changed.map((changed) => changed.route)).toContain('/tara-greet');
  expect(report.removed).toEqual([]);
  // Handed over, the base is a whole build like the head, so the page is the only route added (a
  // base build of the diff's own leaves out the editor's /admin, which the head then adds).
  if (SITE_BUILD) expect(report.added.map((added) => added.route)).toEqual(['/trade-fairs']);
  const page = report.added.find((added) => added.route === '/trade-fairs');
  expect(page?.text).toContain('# Meet our robots at trade fairs');
  expect(page?.shots.map((shot) => shot.width)).toEqual([390, 1440]);
  for (const shot of page!.shots) {
    // Width from the PNG header (bytes 16–19).
    expect(readFileSync(join(out, 'screens', shot.file)).readUInt32BE(16)).toBe(shot.width);
    expect(existsSync(join(out, 'screens', shot.thumb))).toBe(true);
  }
  const markdown = readFileSync(join(out, 'report.md'), 'utf8');
  expect(markdown).toContain(`### New page [\`/trade-fairs\`](${PREVIEW}trade-fairs)`);
  expect(markdown).toContain('+ # Meet our robots at trade fairs');
  expect(markdown).toContain('<img src="screens/trade-fairs-1440-after-thumb.png"');
  expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('screens/trade-fairs-390-after.png');
}, 600_000);
