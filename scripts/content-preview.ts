/**
 * Vite plugin for copywriters' previews.
 *
 * In `npm run dev`: when a file under content/ is saved, the content check runs before the
 * page is touched — every field of every file, and the saved file's body (components, names,
 * links and anchors). A problem in the saved file appears in Vite's browser overlay with the
 * file and line, and no update is sent: the last good page stays on screen (and the loaders
 * serve the last good version on reload, src/content/load.server.ts). Problems the save causes
 * in other files are listed too. A good save reloads the page: an edit of fields (frontmatter,
 * site.yaml, products) here, because loaders of prerendered routes run once per page load; an edit
 * of an MDX body through scripts/dev-reload.ts, as the page runs no client router to update it in
 * place (docs/decisions/3104).
 *
 * In builds: `PREVIEW=1 npm run build` turns on VITE_PREVIEW, which shows an "Edit this page"
 * link on every page (src/components/layout/EditThisPage.tsx), pointing at the branch in
 * VITE_PREVIEW_BRANCH (default: the pull request's branch on CI, else the current branch).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { collections } from '../src/content/collections';
import { productFiles } from '../src/content/products.server';
import { formatProblem, listCollection } from '../src/content/read';
import type { Problem } from '../src/content/source';
import { englishFileOf, langOfFile } from '../src/content/translation';
import { isPreviewBuild } from './preview-build';

const PLUGIN = 'ihub:content-check';

/** Whether a file is content the check reads (relative to the root); a translation (content/ar/…) as its English file. */
export function isContentFile(file: string): boolean {
  const lang = langOfFile(file);
  if (lang)
    return (
      isContentFile(englishFileOf(file)) &&
      !file.startsWith(`content/${lang}/${collections.news.dir}/`) &&
      !file.startsWith(`content/${lang}/${collections.careers.dir}/`)
    );
  return (
    file === `content/${collections.site.file}` ||
    new RegExp(`^content/${collections.pages.dir}/.+\\.mdx$`).test(file) ||
    new RegExp(`^content/${collections.products.dir}/[^/]+\\.yaml$`).test(file) ||
    (['news', 'careers'] as const).some((key) => new RegExp(`^content/${collections[key].dir}/[^/]+\\.mdx$`).test(file))
  );
}

/** The check of a save: every file's fields and the saved file's body; its own problems first. */
export async function checkSave(root: string, file: string): Promise<{ mine: Problem[]; others: Problem[] } | undefined> {
  if (!isContentFile(file)) return undefined;
  // Loaded on the first save, not with the Vite config: a build never needs the check here, and
  // React Router loads the config several times per build.
  const { checkContent } = await import('../src/content/check');
  const { problems } = await checkContent(root, { bodies: [file] });
  return { mine: problems.filter((problem) => problem.file === file), others: problems.filter((problem) => problem.file !== file) };
}

/** Vite's overlay payload: every problem of the file, the first one located, with a code frame. */
export function overlayPayload(root: string, file: string, problems: Problem[]): ErrorPayload {
  const first = problems[0]!;
  const line = first.line ?? 1;
  let frame = '';
  try {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    const from = Math.max(1, line - 2);
    const to = Math.min(lines.length, line + 2);
    const width = String(to).length;
    frame = Array.from({ length: to - from + 1 }, (_, i) => from + i)
      .map((n) => `${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`)
      .join('\n');
  } catch {
    frame = '';
  }
  const absolute = resolve(root, file);
  return {
    type: 'error',
    err: {
      message: `${problems.map(formatProblem).join('\n')}\n\nFix the file and save: the page updates by itself. Field reference: CONTENT.md.`,
      stack: '',
      id: absolute,
      frame,
      plugin: PLUGIN,
      loc: { file: absolute, line, column: 1 },
    },
  };
}

/** Vite's browser client, where its error overlay is defined. */
const VITE_CLIENT = /\/vite\/dist\/client\/client\.mjs(?:\?|$)/;

/** Appended to Vite's client: a style that hides the overlay's developer hint (its `tip` part). */
export const HIDE_OVERLAY_TIP = `if (typeof document !== 'undefined') { const style = document.createElement('style'); style.dataset.ihub = 'overlay-tip'; style.textContent = 'vite-error-overlay::part(tip) { display: none; }'; document.head.append(style); }`;

function currentBranch(root: string): string | undefined {
  const result = spawnSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const branch = result.status === 0 ? result.stdout.trim() : '';
  return branch && branch !== 'HEAD' ? branch : undefined;
}

/** The frontmatter of an MDX file (what loaders read), or the whole file for YAML. */
function fieldsOf(text: string, file: string): string {
  if (!file.endsWith('.mdx')) return text;
  return /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*$/m.exec(text)?.[1] ?? text;
}

type Decision = 'broken' | 'body' | 'reload';

export function contentPreview(root = process.cwd()): Plugin {
  /** The overlay to show again to a page opened while content is broken. */
  let pending: ErrorPayload | undefined;
  /** Last frontmatter seen per file, to tell a body edit (hot update) from a field edit (reload). */
  const fields = new Map<string, string>();
  /** One decision per save, shared by the client and server environments. */
  const decided = new Map<string, { timestamp: number; decision: Promise<Decision | undefined> }>();

  const show = (server: ViteDevServer, file: string, problems: Problem[]) => {
    pending = overlayPayload(root, file, problems);
    server.ws.send(pending);
  };

  const decideNow = async (server: ViteDevServer, file: string): Promise<Decision | undefined> => {
    const checked = await checkSave(root, file);
    if (!checked) return undefined;
    if (checked.mine.length) {
      show(server, file, [...checked.mine, ...checked.others]);
      return 'broken';
    }
    pending = undefined;
    const text = readFileSync(join(root, file), 'utf8');
    const now = fieldsOf(text, file);
    const decision: Decision = file.endsWith('.mdx') && fields.get(file) === now ? 'body' : 'reload';
    fields.set(file, now);
    // A good save that breaks other files (a renamed page, a removed anchor): shown once the
    // update has gone out, since Vite's client clears the overlay when an update arrives.
    const [first] = checked.others;
    if (first) setTimeout(() => show(server, first.file, checked.others), 300);
    return decision;
  };

  const decide = (server: ViteDevServer, file: string, timestamp: number): Promise<Decision | undefined> => {
    const known = decided.get(file);
    if (known?.timestamp === timestamp) return known.decision;
    const decision = decideNow(server, file);
    decided.set(file, { timestamp, decision });
    return decision;
  };

  return {
    name: PLUGIN,
    enforce: 'pre',
    config() {
      if (isPreviewBuild() && !process.env.VITE_PREVIEW) process.env.VITE_PREVIEW = '1';
      if (process.env.VITE_PREVIEW && !process.env.VITE_PREVIEW_BRANCH) {
        process.env.VITE_PREVIEW_BRANCH = process.env.GITHUB_HEAD_REF || currentBranch(root) || 'main';
      }
      // On GitHub Actions the run's repository stands in when content/site.yaml names none.
      if (process.env.VITE_PREVIEW && !process.env.VITE_PREVIEW_REPOSITORY && process.env.GITHUB_REPOSITORY) {
        process.env.VITE_PREVIEW_REPOSITORY = `${process.env.GITHUB_SERVER_URL ?? 'https://github.com'}/${process.env.GITHUB_REPOSITORY}`;
      }
    },
    configureServer(server) {
      for (const file of contentFiles(root)) {
        try {
          fields.set(file, fieldsOf(readFileSync(join(root, file), 'utf8'), file));
        } catch {
          // unreadable: treated as changed on its first save
        }
      }
      // A page opened (or reloaded) while a file is broken still shows the problem.
      server.ws.on('connection', () => {
        if (pending) setTimeout(() => pending && server.ws.send(pending), 50);
      });
    },
    // Vite's overlay ends with a hint for developers (disable it with `server.hmr.overlay`); a
    // copywriter's overlay ends with what to do (overlayPayload), so the hint is hidden through the
    // part Vite names it by. Vite has no option for it; its client is extended in `npm run dev` only.
    transform(code, id) {
      if (this.environment.name !== 'client' || !VITE_CLIENT.test(id)) return undefined;
      return `${code}\n${HIDE_OVERLAY_TIP}`;
    },
    async hotUpdate({ file: absolute, server, timestamp, type }) {
      const file = relative(root, absolute).replace(/\\/g, '/');
      if (!file.startsWith('content/') || type === 'delete') return;
      const decision = await decide(server, file, timestamp);
      if (!decision || decision === 'body') return; // a body edit: the compiled body changes, and scripts/dev-reload.ts reloads the page
      // Loaders read fields once per page load (prerendered routes do not revalidate), so a
      // field edit reloads the page; a broken file leaves the last good page under the overlay.
      if (decision === 'reload' && this.environment.name === 'client') server.ws.send({ type: 'full-reload', path: '*' });
      return [];
    },
  };
}

/** content/site.yaml, the product files and every .mdx file under content/, relative to the root. */
function contentFiles(root: string): string[] {
  const dirs = [collections.pages.dir, collections.news.dir, collections.careers.dir];
  return [`content/${collections.site.file}`, ...productFiles(root), ...dirs.flatMap((dir) => listCollection(root, `content/${dir}`))];
}
