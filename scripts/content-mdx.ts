/**
 * Vite plugin: MDX bodies compiled by @mdx-js/rollup with the site's one remark pipeline
 * (src/content/mdx-pipeline.ts), whose safe-subset step refuses what a body may not hold
 * (docs/decisions/3300). It stands on its own, whether or not the content check ran
 * first (`npm run build` runs it; `react-router build` alone does not): a body that fails to
 * compile fails the build with the content check's words (`content/news/x.mdx:13 body — …`), never
 * a stack trace. In `npm run dev` the same words reach Vite's overlay.
 */
import mdx from '@mdx-js/rollup';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { readBody } from '../src/content/body';
import { bodyRemarkPlugins } from '../src/content/mdx-pipeline';
import { BodyRefused } from '../src/content/safe-body';
import { parseSource } from '../src/content/source';

/** What is wrong with a body that failed to compile, as the content check says it. */
export function compileFailure(error: unknown, code: string, id: string, root = process.cwd()): string {
  if (error instanceof BodyRefused) return error.message;
  const file = relative(root, id.split('?')[0]!);
  const source = parseSource(file, code);
  const { problems } = readBody(source, source.body, new Map());
  if (problems.length) return problems.map((problem) => `${problem.file}:${problem.line ?? 1} body — ${problem.message}`).join('\n');
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `${file} body — MDX could not compile this text (${reason}); run \`npm run content:check\` for the line to change`;
}

/**
 * The compile step the plugin runs, for `mode` ("production" or "development"): resolves with the
 * compiled module, or rejects with the content check's words for what is wrong (tests call it on
 * each hostile body).
 */
export function mdxCompiler(mode: string) {
  const compiler = mdx({ remarkPlugins: bodyRemarkPlugins() });
  compiler.config({}, { mode });
  return async (code: string, id: string) => {
    try {
      return await compiler.transform(code, id);
    } catch (error) {
      const message = compileFailure(error, code, id);
      throw Object.assign(new Error(message), { stack: message });
    }
  };
}

export function contentMdx(): Plugin {
  let compile = mdxCompiler('production');
  let building = false;
  return {
    name: 'ihub:content-mdx',
    // Before React Router, which must see compiled JSX, never raw MDX.
    enforce: 'pre',
    config(_config, env) {
      building = env.command === 'build';
      compile = mdxCompiler(env.mode);
    },
    async transform(code, id) {
      try {
        return await compile(code, id);
      } catch (error) {
        if (!building) throw error;
        // Vite and React Router print a failed build's error with its stack and the bundler's
        // fields; a copywriter gets the check's lines alone.
        process.stderr.write(
          `${error instanceof Error ? error.message : String(error)}\nThe build stopped: this text cannot be compiled (CONTENT.md, "Writing the text below the fields", says what a text may hold).\n`,
        );
        process.exit(1);
      }
    },
  };
}
