/**
 * What each bench sets up before it measures, kept apart from the measuring so that
 * scripts/bench/setup.test.ts can run every setup on a tiny input in seconds: a bench whose setup
 * no longer fits the project (a file its copy lacks, a page or a sentence that has gone) fails
 * there, not the next time someone runs it. Every copy of the project is made by
 * scripts/content-diff/project-copy.ts.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { newsCategories } from '~/content/taxonomy';
import { copyProject, copyProjectInto } from '../content-diff/project-copy';

/** The stories of a project's newsroom (content/news/*.mdx), by file name. */
const storyFiles = (root: string) =>
  readdirSync(join(root, 'content', 'news'))
    .filter((name) => name.endsWith('.mdx'))
    .sort();

/** Adds synthetic, valid news items until the newsroom of `root` holds `total`. */
export function addSyntheticNews(root: string, total: number): void {
  const dir = join(root, 'content', 'news');
  const existing = storyFiles(root).length;
  const images = readdirSync(join(root, 'content', 'images', 'news')).filter((name) => name.endsWith('.svg'));
  const start = Date.UTC(2019, 0, 1);
  for (let i = 1; i <= total - existing; i++) {
    const n = String(i).padStart(4, '0');
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const text = [
      '---',
      // At most 65 characters: the check holds a headline to what search results show.
      `title: "Synthetic story ${n}: a generated newsroom item"`,
      `date: ${date}`,
      `category: ${newsCategories[i % newsCategories.length]}`,
      `excerpt: A generated excerpt of about the length of a real one, so that the list page carries a realistic amount of text for item ${n}.`,
      'image:',
      `  src: /images/news/${images[i % images.length]}`,
      '  alt: Generated illustration',
      '---',
      '',
      `This body exists so the build has something to compile for item ${n}. It is about as long as a real article.`,
      '',
      '## A section heading',
      '',
      '- a first point with **bold text**',
      '- a second point with a [link to the contact page](/contact)',
      '- a third point',
      '',
      'A closing paragraph of ordinary prose, with a few more words to reach a realistic length for an article body in the newsroom.',
      '',
    ].join('\n');
    writeFileSync(join(dir, `synthetic-${n}.mdx`), text);
  }
}

/**
 * npm run bench:news: a copy of the project in `root` whose newsroom holds `total` stories (the
 * real ones, then synthetic ones), and the story whose page it measures beside /news: the first
 * real one. Returns the number of stories and that story's slug.
 */
export function newsScaleProject(root: string, total: number): { items: number; article: string } {
  copyProject(root);
  const real = storyFiles(root);
  if (total > real.length) addSyntheticNews(root, total);
  return { items: storyFiles(root).length, article: real[0]!.replace(/\.mdx$/, '') };
}

/** The environment a bench's git commands run in: its commits are the bench's, never the user's. */
export const benchGitEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
});

export type Sizes = { raw: number; gzip: number };

function sizes(buffers: Buffer[]): Sizes {
  return buffers.reduce((sum, buffer) => ({ raw: sum.raw + buffer.length, gzip: sum.gzip + gzipSync(buffer, { level: 9 }).length }), {
    raw: 0,
    gzip: 0,
  });
}

/** Every JavaScript file a prerendered page loads up front: module scripts, preloads and imports. */
function pageJs(client: string, html: string): Buffer[] {
  const files = new Set([...html.matchAll(/["'(](\/assets\/[^"')]+\.js)["')]/g)].map((match) => match[1]!));
  return [...files].map((file) => readFileSync(join(client, file)));
}

/** What npm run bench:news reads of a client build: /news's HTML and JavaScript, and the JavaScript of the story `article`'s page. */
export function newsroomWeight(client: string, article: string): { html: Sizes; js: Sizes; jsFiles: number; articleJs: Sizes } {
  const html = readFileSync(join(client, 'news', 'index.html'));
  const js = pageJs(client, html.toString('utf8'));
  const story = readFileSync(join(client, 'news', article, 'index.html'), 'utf8');
  return { html: sizes([html]), js: sizes(js), jsFiles: js.length, articleJs: sizes(pageJs(client, story)) };
}

/** The headline npm run bench:diff gives a story. */
export const NEW_TITLE = 'A pre-seed round to take our robots into production';

/**
 * npm run bench:diff: `repo` made a repository of the project (a base commit), then one commit
 * that rewords the first story's headline. Returns that story's file.
 */
export function diffFixture(repo: string, run: (cwd: string, command: string, ...args: string[]) => string): string {
  copyProjectInto(repo, run);
  const first = storyFiles(repo)[0]!;
  const file = join(repo, 'content', 'news', first);
  const text = readFileSync(file, 'utf8');
  const title = text.split('\n').find((line) => line.startsWith('title:'));
  if (!title) throw new Error(`content/news/${first} has no title: line for the diff bench to reword`);
  writeFileSync(file, text.replace(title, `title: ${JSON.stringify(NEW_TITLE)}`));
  run(repo, 'git', '-c', 'commit.gpgsign=false', 'commit', '-qam', 'News: headline reworded');
  return `content/news/${first}`;
}

/** One edit a bench saves into its copy of the project: `from` (the first match) becomes `to` in `file`. */
export type Edit = { file: string; from: string | RegExp; to: string };

/** Saves `edit` into the project copy in `root`; throws when `from` is not in the file (the bench no longer fits the content). */
export function applyEdit(root: string, { file, from, to }: Edit): void {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${file}: nothing to replace for ${String(from)}`);
  writeFileSync(path, after);
}

/** The page whose file npm run bench:preview edits. */
export const PREVIEW_PAGE = { path: '/terms', file: 'content/pages/terms.mdx' };

/**
 * npm run bench:preview: the copywriter's edits it saves into a dev server's copy of the project
 * in `root`, in this order, each with the words it then waits for. They are found in the page's
 * file as it is (its first paragraph, its heading field, its first link), never typed here, so
 * a reworded page leaves the bench working.
 */
export function previewEdits(root: string) {
  const { file } = PREVIEW_PAGE;
  const text = readFileSync(join(root, file), 'utf8');
  const body = text.slice(text.indexOf('\n---', 3) + 4);
  const paragraph = body.split('\n').find((line) => /^[\p{L}\p{N}]/u.test(line));
  const link = /\]\((\/[^)\s#?]*)\)/.exec(body)?.[1];
  if (!paragraph || !link) throw new Error(`${file}: the preview bench needs a paragraph and a link to another page in its body`);
  const added = 'Edited in the preview bench.';
  const heading = 'Preview bench heading';
  const copyright = 'Preview bench copyright line.';
  const missing = `${link}-no-such-page`;
  return {
    body: { edit: { file, from: paragraph, to: `${paragraph} ${added}` }, shows: added },
    heading: { edit: { file, from: /^(\s*)heading: .*$/m, to: `$1heading: ${heading}` }, shows: heading },
    setting: { edit: { file: 'content/site.yaml', from: /^(\s*)copyright: .*$/m, to: `$1copyright: ${copyright}` }, shows: copyright },
    broken: { edit: { file, from: /^title:/m, to: 'titel:' } },
    fixed: { edit: { file, from: /^titel:/m, to: 'title:' } },
    brokenLink: { edit: { file, from: `](${link})`, to: `](${missing})` }, shows: missing },
  } satisfies Record<string, { edit: Edit; shows?: string }>;
}
