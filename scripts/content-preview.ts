/**
 * Vite plugin for copywriters' previews.
 *
 * In `npm run dev`: when a file under content/ is saved, it is checked at once (its schema, in
 * a few milliseconds) and then with the full content check (links, images, MDX, duplicates).
 * Problems appear in Vite's browser overlay with the file and line; a broken file does not
 * replace the page, so the last good version stays visible under the overlay. A good edit of an
 * MDX body is hot-updated in place; an edit of fields (frontmatter, site.yaml) reloads the page,
 * because loaders of prerendered routes run once per page load.
 *
 * In builds: `PREVIEW=1 npm run build` turns on VITE_PREVIEW, which shows an "Edit this page"
 * link on every page (src/components/layout/EditThisPage.tsx), pointing at the branch in
 * VITE_PREVIEW_BRANCH (default: the pull request's branch on CI, else the current branch).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { checkContent } from '../src/content/check';
import { collections } from '../src/content/collections';
import { formatProblem, listCollection, readEntry } from '../src/content/read';
import { pageSchema } from '../src/content/schemas/page';
import type { Problem } from '../src/content/source';

const PLUGIN = 'ihub:content-check';

/** The schema check of one content file, or undefined for files that are not content. */
export function checkFile(root: string, file: string): Problem[] | undefined {
  // Every file under content/pages/ is a page (or the not-found page), with the one page schema.
  if (new RegExp(`^content/${collections.pages.dir}/.+\\.mdx$`).test(file)) {
    const result = readEntry(root, file, pageSchema);
    return result.ok ? [] : result.problems;
  }
  if (new RegExp(`^content/${collections.products.dir}/[^/]+\\.yaml$`).test(file)) {
    const result = readEntry(root, file, collections.products.schema);
    return result.ok ? [] : result.problems;
  }
  if (file === `content/${collections.site.file}`) {
    const result = readEntry(root, file, collections.site.schema);
    return result.ok ? [] : result.problems;
  }
  for (const key of ['news', 'careers'] as const) {
    if (new RegExp(`^content/${collections[key].dir}/[^/]+\\.mdx$`).test(file)) {
      const result = readEntry(root, file, collections[key].schema);
      return result.ok ? [] : result.problems;
    }
  }
  return undefined;
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
  const pending = new Map<string, ErrorPayload>();
  const generation = new Map<string, number>();
  /** Last frontmatter seen per file, to tell a body edit (hot update) from a field edit (reload). */
  const fields = new Map<string, string>();
  /** One decision per save, shared by the client and server environments. */
  const decided = new Map<string, { timestamp: number; decision: Decision }>();

  /** The full check, then the overlay for this file if anything is wrong; stale runs are dropped. */
  const fullCheck = async (server: ViteDevServer, file: string) => {
    const run = (generation.get(file) ?? 0) + 1;
    generation.set(file, run);
    const { problems } = await checkContent(root);
    if (generation.get(file) !== run) return;
    const mine = problems.filter((problem) => problem.file === file);
    if (mine.length) {
      const payload = overlayPayload(root, file, mine);
      pending.set(file, payload);
      server.ws.send(payload);
    } else pending.delete(file);
  };

  const decide = (server: ViteDevServer, file: string, timestamp: number): Decision | undefined => {
    const known = decided.get(file);
    if (known?.timestamp === timestamp) return known.decision;
    const problems = checkFile(root, file);
    if (!problems) return undefined;
    let decision: Decision;
    if (problems.length) {
      decision = 'broken';
      const payload = overlayPayload(root, file, problems);
      pending.set(file, payload);
      server.ws.send(payload);
    } else {
      pending.delete(file);
      const text = readFileSync(join(root, file), 'utf8');
      const now = fieldsOf(text, file);
      decision = file.endsWith('.mdx') && fields.get(file) === now ? 'body' : 'reload';
      fields.set(file, now);
    }
    decided.set(file, { timestamp, decision });
    void fullCheck(server, file);
    return decision;
  };

  return {
    name: PLUGIN,
    enforce: 'pre',
    config() {
      const flag = process.env.PREVIEW;
      if (flag && flag !== '0' && flag !== 'false' && !process.env.VITE_PREVIEW) process.env.VITE_PREVIEW = '1';
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
        for (const payload of pending.values()) setTimeout(() => server.ws.send(payload), 50);
      });
    },
    hotUpdate({ file: absolute, server, timestamp, type }) {
      const file = relative(root, absolute).replace(/\\/g, '/');
      if (!file.startsWith('content/') || type === 'delete') return;
      const decision = decide(server, file, timestamp);
      if (!decision || decision === 'body') return; // a body edit: MDX hot update, in place
      // Loaders read fields once per page load (prerendered routes do not revalidate), so a
      // field edit reloads the page; a broken file leaves the last good page under the overlay.
      if (decision === 'reload' && this.environment.name === 'client') server.ws.send({ type: 'full-reload', path: '*' });
      return [];
    },
  };
}

/** content/site.yaml and every .mdx file under content/, relative to the root. */
function contentFiles(root: string): string[] {
  const dirs = [collections.pages.dir, collections.news.dir, collections.careers.dir];
  return [`content/${collections.site.file}`, ...dirs.flatMap((dir) => listCollection(root, `content/${dir}`))];
}
