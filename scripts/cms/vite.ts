/**
 * The browser editor (src/admin/) in Vite: its own build into build/client/admin/, and its page
 * in the development server for `npm run cms`. Its code shares nothing with the public pages:
 * another entry, another build, other chunks under /admin/assets/ (docs/decisions/3200).
 *
 * In the editor the site's section kit draws the previews; the loaders it would read files with
 * (src/content/load.server.ts, collection-copy.server.ts) are swapped for ones that answer from
 * the preview data (src/admin/preview/loaders.ts), and node:crypto, which the translation module
 * needs only to stamp files, for a stand-in that says so.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Connect, type InlineConfig, type Plugin, type ViteDevServer } from 'vite';
import { siteBase } from '../../src/base-path.config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const src = join(root, 'src');

/** Where the editor's page and its code are written, under the client build. */
export const ADMIN_DIR = 'admin';

/** Files of the site the editor must not load as they are, and what it loads instead. */
const STAND_INS: Record<string, string> = {
  [join(src, 'content', 'load.server.ts')]: join(src, 'admin', 'preview', 'loaders.ts'),
  [join(src, 'content', 'collection-copy.server.ts')]: join(src, 'admin', 'preview', 'loaders.ts'),
};

export function editorStandIns(): Plugin {
  return {
    name: 'ihub:cms-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'node:crypto' && importer?.startsWith(join(src, 'content'))) return join(src, 'admin', 'preview', 'no-crypto.ts');
      if (!importer?.startsWith(src) || !source.includes('.server')) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && STAND_INS[resolved.id] ? STAND_INS[resolved.id] : undefined;
    },
  };
}

/** The editor's own build into `outDir`: <outDir>/admin/index.html and <outDir>/admin/assets/. */
export function adminBuildConfig(outDir: string, base = siteBase()): InlineConfig {
  return {
    configFile: false,
    root: src,
    // The site's base: the section kit writes the site's addresses with it (src/lib/base-path.ts).
    base,
    publicDir: false,
    logLevel: 'warn',
    plugins: [editorStandIns()],
    resolve: { alias: { '~': src } },
    mode: 'production',
    // The production JSX runtime too, even when built by a development server (where Vite would pick the development one).
    esbuild: { jsx: 'automatic', jsxDev: false },
    // Always React's production build, whatever NODE_ENV the process that builds it runs with (a development server does).
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()), 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: resolve(outDir),
      emptyOutDir: false,
      assetsDir: `${ADMIN_DIR}/assets`,
      reportCompressedSize: false,
      // Decap CMS is one large chunk; the editor is not a public page and loads it once.
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        input: join(src, ADMIN_DIR, 'index.html'),
        onwarn(warning, warn) {
          // Decap CMS's packages: "use client" directives, eval in parsers it never calls here, misplaced annotations.
          if (warning.id?.includes('/node_modules/') && ['MODULE_LEVEL_DIRECTIVE', 'EVAL', 'INVALID_ANNOTATION'].includes(warning.code ?? '')) return;
          warn(warning);
        },
      },
    },
  };
}

const CACHE = join(root, 'node_modules', '.cache', 'cms-editor');

/** Every file the editor's code is made from: the site's source (the kit draws its previews), its build settings and the installed packages. */
function editorInputs(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  return [...walk(src), fileURLToPath(import.meta.url), join(root, 'package-lock.json')].sort();
}

let building: Promise<string> | undefined;

/**
 * The editor built for `base`, as a folder holding admin/index.html and admin/assets/: built once
 * for a given source, base and set of packages, then reused from node_modules/.cache/cms-editor/
 * (a content change never rebuilds it: the content reaches the editor as data).
 */
export function editorBuild(base = siteBase()): Promise<string> {
  const hash = createHash('sha256').update(base).update('\0');
  for (const file of editorInputs()) hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
  const dir = join(CACHE, hash.digest('hex').slice(0, 16));
  const built = () => existsSync(join(dir, ADMIN_DIR, 'index.html'));
  if (built()) return Promise.resolve(dir);
  building ??= withBuildLock(async () => {
    // Another process (the build's head start, `npm run cms`) may have built it while this one waited.
    if (built()) return dir;
    const temporary = `${dir}.${process.pid}.tmp`;
    rmSync(temporary, { recursive: true, force: true });
    // Vite's build sets NODE_ENV when it is unset; the process (and what it starts next) keeps its own.
    const nodeEnv = process.env.NODE_ENV;
    try {
      await build(adminBuildConfig(temporary, base));
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    // Older builds go: one editor at a time is kept.
    for (const name of readdirSync(CACHE))
      if (!name.startsWith('.') && !name.endsWith('.tmp')) rmSync(join(CACHE, name), { recursive: true, force: true });
    renameSync(temporary, dir);
    return dir;
  }).finally(() => {
    building = undefined;
  });
  return building;
}

/** One editor build at a time across processes: `npm run build` starts one early (scripts/build.ts) that its last step then waits for. */
async function withBuildLock<T>(run: () => Promise<T>): Promise<T> {
  const lock = join(CACHE, '.building');
  mkdirSync(CACHE, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Held by another process; a lock left by one that died is taken over after ten minutes.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The editor in `npm run dev` and `npm run cms`: /admin/ serves the editor's build (made on first
 * use, then cached), /admin/cms-settings.json and /admin/preview-data.json are made on each request
 * from the files as they are now, so the preview shows the working tree. The editor is built rather
 * than served by this development server: React Router's plugin makes every package share the
 * site's react-router, and Decap CMS needs its own (version 5).
 */
export function cmsEditor(): Plugin {
  return {
    name: 'ihub:cms-editor',
    apply: 'serve',
    configureServer(server) {
      // Connect ignores what a handler returns, so the promise is dropped on purpose: every
      // failure inside the `try` goes to `next` itself.
      server.middlewares.use((req, res, next) => void serveEditor(server, req, res, next));
    },
  };
}

/** The editor's page, settings and built files under /admin; every other request goes on to `next`. */
async function serveEditor(server: ViteDevServer, req: Connect.IncomingMessage, res: ServerResponse, next: Connect.NextFunction): Promise<void> {
  const path = (req.url ?? '').split('?')[0]!;
  const base = server.config.base.replace(/\/$/, '');
  if (path !== `${base}/${ADMIN_DIR}` && !path.startsWith(`${base}/${ADMIN_DIR}/`)) return next();
  const rest = path.slice(`${base}/${ADMIN_DIR}`.length);
  try {
    if (rest === '/cms-settings.json') {
      const { editorSettings } = await import('./settings');
      return send(res, 'application/json', JSON.stringify(editorSettings({ stylesheets: [`${base}/src/styles/app.css`] })));
    }
    if (rest === '/preview-data.json') {
      const { previewData } = await import('./preview-data');
      return send(res, 'application/json', JSON.stringify(previewData()));
    }
    const dir = join(await editorBuild(server.config.base), ADMIN_DIR);
    if (rest === '' || rest === '/' || rest === '/index.html') return send(res, 'text/html', readFileSync(join(dir, 'index.html'), 'utf8'));
    const file = join(dir, normalize(rest));
    if (file.startsWith(`${dir}/assets/`) && existsSync(file))
      return send(res, rest.endsWith('.css') ? 'text/css' : 'text/javascript', readFileSync(file));
  } catch (error) {
    return next(error);
  }
  return next();
}

function send(res: ServerResponse, type: string, body: string | Buffer): void {
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}
