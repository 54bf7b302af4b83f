/**
 * content:diff end to end, on a fixture repository made from this checkout: a base commit, then
 * one commit editing a news item's title and one editing a paragraph of a page. The diff must
 * report exactly the routes that show the edited text, with the right lines, and no others;
 * the feed and the news item's link-preview card as changed; and a second run must take the
 * base build from the cache.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseSource } from '~/content/source';
import { pageText, tags, titleOf } from './build/built-html';
import type { Comparison } from './content-diff/compare';
import type { FileChanges } from './content-diff/files';
import { unified } from './content-diff/line-diff';
import { copyProjectInto } from './content-diff/project-copy';

/**
 * The ports content:diff serves its two builds on: free ones it finds itself, unless set. A fixed
 * default (4333) collided with another checkout's run of this test on a shared machine.
 */
const PORT = process.env.CONTENT_DIFF_TEST_PORT;
const PREVIEW = 'https://example.github.io/site/pr-preview/pr-7/';

let repo = '';
/**
 * The story's new headline: its first 40 characters, then words no other text holds. It keeps
 * the story's place in the newsroom, where undated stories are ordered by headline.
 */
let newTitle = '';
let report: Comparison & { summary: string; files: FileChanges };
let diffArgs: string[] = [];
let stdout = '';
let oldTitle = '';
let newsRoute = '';
let oldParagraph = '';
let newParagraph = '';

function run(cwd: string, command: string, ...args: string[]) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function edit(file: string, from: string, to: string) {
  const path = join(repo, file);
  const before = readFileSync(path, 'utf8');
  expect(before.includes(from), `${file} holds the text the test edits`).toBe(true);
  writeFileSync(path, before.replace(from, to));
}

/**
 * Routes of a build that show `text`: a page read through parse5 (docs/decisions/3460), its words
 * (a figure's keep-together span run on, no-break spaces folded), its title and its attributes,
 * not its scripts.
 */
function routesShowing(buildDir: string, text: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full, `${route}/${name}`);
      else if (name === 'index.html' || (name === '404.html' && !route)) {
        const html = readFileSync(full, 'utf8');
        const shown = [titleOf(html), pageText(html), ...tags(html, '*').flatMap((attrs) => Object.values(attrs))];
        if (shown.some((words) => words?.includes(text))) found.push(name === '404.html' ? '/404' : route || '/');
      }
    }
  };
  walk(buildDir, '');
  return found.sort();
}

/**
 * The smallest site this test's claims need, so its three builds are short: no Arabic edition,
 * and of the news items and open positions only the first of each, the featured item and those
 * the remaining content links to (an item's page and the lists still exist, and every link
 * still resolves).
 */
function trimFixture() {
  rmSync(join(repo, 'content', 'ar'), { recursive: true, force: true });
  const files = (dir: string): string[] =>
    readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.(mdx|ya?ml)$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  const items = { news: files('content/news').sort(), careers: files('content/careers').sort() };
  const slug = (file: string) => file.replace(/^.*\//, '').replace(/\.mdx$/, '');
  const keep = new Set([
    items.news[0]!,
    items.careers[0]!,
    ...items.news.filter((file) => /^featured: true$/m.test(readFileSync(join(repo, file), 'utf8'))),
  ]);
  const others = files('content').filter((file) => !items.news.includes(file) && !items.careers.includes(file));
  // Whatever kept content links to is kept too, until nothing new is linked.
  for (let size = -1; size !== keep.size;) {
    size = keep.size;
    const text = [...others, ...keep].map((file) => readFileSync(join(repo, file), 'utf8')).join('\n');
    for (const [collection, list] of Object.entries(items))
      for (const file of list) if (text.includes(`/${collection}/${slug(file)}`)) keep.add(file);
  }
  for (const file of [...items.news, ...items.careers]) if (!keep.has(file)) rmSync(join(repo, file));
  run(repo, 'git', 'add', '-A');
  run(repo, 'git', '-c', 'commit.gpgsign=false', 'commit', '-qm', 'A smaller site for the test');
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'content-diff-fixture-'));
  // The project as it is now (tracked and new files), with this checkout's dependencies.
  copyProjectInto(repo, run);
  trimFixture();

  const newsFile = readdirSync(join(repo, 'content', 'news')).sort()[0]!;
  const news = parseSource(newsFile, readFileSync(join(repo, 'content', 'news', newsFile), 'utf8')).data as { title: string };
  oldTitle = news.title;
  newTitle = `${oldTitle.slice(0, 40).trimEnd()}, edited in this test`;
  // An item's address is its file name (docs/decisions/1500).
  newsRoute = `/news/${newsFile.replace(/\.mdx$/, '')}`;
  const newsText = readFileSync(join(repo, 'content', 'news', newsFile), 'utf8');
  const titleLine = newsText.split('\n').find((line) => line.startsWith('title:'))!;
  edit(`content/news/${newsFile}`, titleLine, `title: ${JSON.stringify(newTitle)}`);
  run(repo, 'git', '-c', 'commit.gpgsign=false', 'commit', '-qam', 'News: headline reworded');

  const terms = parseSource('terms.mdx', readFileSync(join(repo, 'content', 'pages', 'terms.mdx'), 'utf8')).body;
  // A paragraph of plain words (no link), so it reads in the built page as it is written.
  oldParagraph = terms.split('\n').find((line) => /^[A-Z][^[\]]{40,}\.$/.test(line))!;
  newParagraph = oldParagraph.replace(/\.$/, ', and it is edited in this test.');
  edit('content/pages/terms.mdx', oldParagraph, newParagraph);
  run(repo, 'git', '-c', 'commit.gpgsign=false', 'commit', '-qam', 'Terms: one paragraph reworded');

  diffArgs = [
    'scripts/content-diff.ts',
    '--base',
    'HEAD~2',
    ...(PORT ? ['--port', PORT] : []),
    '--cache-dir',
    join(repo, '.diff-cache'),
    '--preview-url',
    PREVIEW,
  ];
  stdout = run(repo, join(repo, 'node_modules', '.bin', 'tsx'), ...diffArgs);
  console.info(stdout.split('\n')[0]);
  report = JSON.parse(readFileSync(join(repo, 'reports', 'content-diff', 'report.json'), 'utf8')) as typeof report;
}, 900_000); // two builds at once: minutes on a machine others are using too

afterAll(() => {
  if (!repo) return;
  rmSync(join(repo, 'node_modules'), { force: true });
  rmSync(repo, { recursive: true, force: true });
});

test('reports exactly the routes that show the edited headline or paragraph as changed, and no others', () => {
  const expected = [
    ...new Set([...routesShowing(join(repo, 'build', 'client'), newTitle), ...routesShowing(join(repo, 'build', 'client'), newParagraph)]),
  ].sort();
  expect(expected).toContain(newsRoute);
  expect(expected).toContain('/terms');
  expect(report.changed.map((change) => change.route).sort()).toEqual(expected);
  expect(report.added).toEqual([]);
  expect(report.removed).toEqual([]);
  expect(report.siteWide).toEqual([]);
  expect(report.unchanged.length).toBe(report.total - expected.length);
});

test('the news item shows its old and new headline in the text diff, the title and the structured data', () => {
  const change = report.changed.find((c) => c.route === newsRoute)!;
  const lines = unified(change.text).filter((line) => /^[-+]/.test(line));
  expect(lines).toEqual([`- # ${oldTitle}`, `+ # ${newTitle}`]);
  expect(change.meta.map((m) => m.field)).toEqual(['title', 'jsonLd']);
  expect(change.meta[0]).toEqual({ field: 'title', before: oldTitle, after: newTitle });
  // The headline is also the article's and the breadcrumb's name in its JSON-LD.
  expect(change.meta[1]!.before).toContain(`"headline": ${JSON.stringify(oldTitle)}`);
  expect(change.meta[1]!.after).toContain(`"headline": ${JSON.stringify(newTitle)}`);
  // …and the comment shows the fields that changed, not the two blocks.
  const fields = change.meta[1]!.fields!;
  expect(fields.length).toBeGreaterThan(0);
  expect(fields.every((f) => f.before === JSON.stringify(oldTitle) && f.after === JSON.stringify(newTitle))).toBe(true);
  expect(fields.map((f) => f.path)).toContainEqual(expect.stringMatching(/headline$/));
});

test("the feed and the news item's link-preview card change with the headline; no PDF does", () => {
  expect(report.files.pdfs).toEqual([]);
  expect(report.files.feeds).toHaveLength(1);
  const lines = unified(report.files.feeds[0]!.text, 0);
  expect(lines.some((line) => line.startsWith('-') && line.includes(oldTitle))).toBe(true);
  expect(lines.some((line) => line.startsWith('+') && line.includes(newTitle))).toBe(true);
  const cards = report.files.images.map((image) => image.path);
  expect(cards).toContain(`og${newsRoute}.png`.replace('og/news/', 'og/news-'));
  for (const image of report.files.images) expect(image.changed).toBeGreaterThan(0);
});

test('the page shows exactly its reworded paragraph, with unchanged metadata', () => {
  const change = report.changed.find((c) => c.route === '/terms')!;
  expect(unified(change.text).filter((line) => /^[-+]/.test(line))).toEqual([`- ${oldParagraph}`, `+ ${newParagraph}`]);
  expect(change.meta).toEqual([]);
});

test('changed routes get before, after, outlined and difference screenshots at 390px and 1440px, and thumbnails', () => {
  const dir = join(repo, 'reports', 'content-diff', 'screens');
  for (const change of report.changed) {
    expect(change.shots?.map((shot) => shot.width)).toEqual([390, 1440]);
    for (const shot of change.shots!) {
      // Width from the PNG header (bytes 16–19): decoding full-page images is slow.
      for (const file of [shot.before, shot.after, shot.diff, shot.marked]) expect(readFileSync(join(dir, file)).readUInt32BE(16)).toBe(shot.width);
      for (const file of [shot.thumbs.before, shot.thumbs.after]) expect(readFileSync(join(dir, file)).readUInt32BE(16)).toBe(360);
      expect(shot.changed).toBeGreaterThan(0);
    }
  }
  // The edited headline and paragraph are outlined where they stand.
  for (const route of [newsRoute, '/terms'])
    expect(report.changed.find((c) => c.route === route)!.shots!.every((shot) => shot.outlined >= 1)).toBe(true);
  // Unchanged routes are not screenshotted; the other images are link-preview cards.
  expect(readdirSync(dir).filter((name) => !name.startsWith('card-'))).toHaveLength(report.changed.length * 12);
});

test('writes a Markdown comment and an HTML page, prints the summary and leaves no worktree behind', () => {
  const markdown = readFileSync(join(repo, 'reports', 'content-diff', 'report.md'), 'utf8');
  expect(markdown).toContain('<!-- content-diff -->');
  expect(markdown).toContain(report.summary);
  expect(markdown).toContain(`+ # ${newTitle}`);
  expect(markdown).toContain(`[\`/terms\`](${PREVIEW}terms)`);
  expect(markdown).toContain('<img src="screens/terms-1440-after-thumb.png"');
  const html = readFileSync(join(repo, 'reports', 'content-diff', 'report.html'), 'utf8');
  expect(html).toContain('screens/terms-1440-diff.png');
  expect(stdout).toContain(`content:diff: ${report.summary}`);
  expect(stdout).toContain('reports/content-diff/report.html');
  expect(run(repo, 'git', 'worktree', 'list').trim().split('\n')).toHaveLength(1);
  expect(existsSync(join(process.cwd(), 'node_modules', '.bin', 'tsx'))).toBe(true);
});

test('a second run takes the base build from the cache and reports the same', () => {
  // The working tree is the first run's: its build is handed over (--head-build, as CI does),
  // so this run builds nothing and shows what the cache alone gives.
  const again = run(repo, join(repo, 'node_modules', '.bin', 'tsx'), ...diffArgs, '--head-build', join(repo, 'build', 'client'));
  expect(again).toContain('base build from the cache');
  expect(again).toContain(`content:diff: ${report.summary}`);
  const second = JSON.parse(readFileSync(join(repo, 'reports', 'content-diff', 'report.json'), 'utf8')) as typeof report;
  expect(second.changed.map((c) => c.route)).toEqual(report.changed.map((c) => c.route));
  expect(run(repo, 'git', 'worktree', 'list').trim().split('\n')).toHaveLength(1);
}, 600_000);
