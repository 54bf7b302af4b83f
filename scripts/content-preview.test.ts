import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HotUpdateOptions, Plugin, ViteDevServer } from 'vite';
import { afterAll, expect, test, vi } from 'vitest';
import { parseSource } from '~/content/source';
import { checkSave, contentPreview, isContentFile } from './content-preview';

// Each test runs the whole content check (every file, every body): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const root = mkdtempSync(join(tmpdir(), 'content-preview-'));
cpSync('content', join(root, 'content'), { recursive: true });
cpSync('public', join(root, 'public'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A dev server stand-in that records what the plugin sends to the browser. */
function devServer() {
  const sent: unknown[] = [];
  const server = { ws: { send: (payload: unknown) => sent.push(payload), on: () => undefined } } as unknown as ViteDevServer;
  return { server, sent };
}

function save(plugin: Plugin, server: ViteDevServer, file: string, environment: 'client' | 'ssr' = 'client', timestamp = Date.now()) {
  const hook = plugin.hotUpdate;
  const run = typeof hook === 'function' ? hook : hook?.handler;
  const options = { file: join(root, file), server, timestamp, type: 'update', modules: [], read: () => '' } as unknown as HotUpdateOptions;
  return run?.call({ environment: { name: environment } } as never, options);
}

async function start() {
  const plugin = contentPreview(root);
  const { server, sent } = devServer();
  const configure = plugin.configureServer;
  await (typeof configure === 'function' ? configure : configure?.handler)?.call({} as never, server);
  return { plugin, server, sent };
}

function rewrite(file: string, from: string | RegExp, to: string) {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = before.replace(from, to);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
}

test('checks only content files: pages, items, products and site.yaml', async () => {
  for (const file of [
    'content/pages/terms.mdx',
    'content/pages/defense/rhino.mdx',
    'content/news/partners-in-india.mdx',
    'content/products/rhino.yaml',
    'content/site.yaml',
  ]) {
    expect(isContentFile(file), file).toBe(true);
  }
  // The Arabic edition's pages, settings and product texts are checked on save too.
  for (const file of ['content/ar/pages/tara.mdx', 'content/ar/site.yaml', 'content/ar/products/tara-greet.yaml'])
    expect(isContentFile(file), file).toBe(true);
  expect(isContentFile('src/root.tsx')).toBe(false);
  expect(await checkSave(root, 'src/root.tsx')).toBeUndefined();
  expect(await checkSave(root, 'content/pages/terms.mdx')).toEqual({ mine: [], others: [] });
}, 30_000);

test('a broken link or an unknown component in a body is shown with its line, and the page is kept', async () => {
  const { plugin, server, sent } = await start();
  // A story of content/news/, whichever it holds today.
  const file = `content/news/${readdirSync(join(root, 'content', 'news')).find((name) => name.endsWith('.mdx'))!}`;
  const before = readFileSync(join(root, file), 'utf8');
  writeFileSync(join(root, file), `${before.trimEnd()}\n\nSee [our robots](/tara#specz).\n\n<Callout>New</Callout>\n`);
  const lines = before.trimEnd().split('\n').length;
  expect(await save(plugin, server, file)).toEqual([]);
  const err = (sent[0] as { err: { message: string; loc: { line: number } } }).err;
  expect(err.message).toContain(`${file}:${lines + 2} body — link "/tara#specz" leads to no anchor on /tara`);
  expect(err.message).toContain(`${file}:${lines + 4} body — \`<Callout>\` is not a component of this site`);
  expect(err.loc.line).toBe(lines + 2);
  expect(sent.some((payload) => (payload as { type: string }).type === 'full-reload')).toBe(false);
  writeFileSync(join(root, file), before);
}, 30_000);

test('a broken save shows the problem in the overlay with file and line, and keeps the page as it was', { timeout: 30_000 }, async () => {
  const { plugin, server, sent } = await start();
  const line = parseSource('content/pages/privacy.mdx', readFileSync(join(root, 'content/pages/privacy.mdx'), 'utf8')).lineOf(['title']);
  rewrite('content/pages/privacy.mdx', /^title:/m, 'titel:');
  const timestamp = Date.now();
  expect(await save(plugin, server, 'content/pages/privacy.mdx', 'client', timestamp)).toEqual([]);
  expect(await save(plugin, server, 'content/pages/privacy.mdx', 'ssr', timestamp)).toEqual([]);
  expect(sent[0]).toMatchObject({
    type: 'error',
    err: {
      id: join(root, 'content/pages/privacy.mdx'),
      loc: { file: join(root, 'content/pages/privacy.mdx'), line, column: 1 },
      plugin: 'ihub:content-check',
    },
  });
  const err = (sent[0] as { err: { message: string; frame: string } }).err;
  expect(err.message).toContain(`content/pages/privacy.mdx:${line} titel — unknown field "titel" (did you mean "title"?)`);
  expect(err.frame).toContain(`> ${line} | titel:`);
  rewrite('content/pages/privacy.mdx', /^titel:/m, 'title:');
});

test(
  'a body edit is passed on to Vite (scripts/dev-reload.ts reloads for it); a field edit or a site.yaml edit reloads the page',
  { timeout: 30_000 },
  async () => {
    const { plugin, server, sent } = await start();
    // Whatever the words: a sentence added to the body, then the description field, then the copyright line of site.yaml.
    rewrite('content/pages/terms.mdx', /\s*$/, '\n\nA sentence the tests add to the body.\n');
    expect(await save(plugin, server, 'content/pages/terms.mdx')).toBeUndefined();
    expect(sent).toEqual([]);

    rewrite('content/pages/terms.mdx', /^description: .*$/m, 'description: A description the tests write.');
    expect(await save(plugin, server, 'content/pages/terms.mdx')).toEqual([]);
    expect(sent).toEqual([{ type: 'full-reload', path: '*' }]);

    rewrite('content/site.yaml', /^(\s+copyright: ).*$/m, '$1A copyright line the tests write.');
    expect(await save(plugin, server, 'content/site.yaml')).toEqual([]);
    expect(sent).toHaveLength(2);
  },
);

test('PREVIEW=1 turns on the preview flag and names a branch', async () => {
  const keys = ['PREVIEW', 'VITE_PREVIEW', 'VITE_PREVIEW_BRANCH', 'GITHUB_HEAD_REF'] as const;
  const saved = keys.map((key) => [key, process.env[key]] as const);
  try {
    process.env.PREVIEW = '1';
    delete process.env.VITE_PREVIEW;
    delete process.env.VITE_PREVIEW_BRANCH;
    process.env.GITHUB_HEAD_REF = 'copy/new-headline';
    const config = contentPreview(root).config;
    await (typeof config === 'function' ? config : config?.handler)?.call({} as never, {}, { command: 'build', mode: 'production' });
    expect(process.env.VITE_PREVIEW).toBe('1');
    expect(process.env.VITE_PREVIEW_BRANCH).toBe('copy/new-headline');
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
});
