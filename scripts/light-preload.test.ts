import { runInThisContext } from 'node:vm';
import { expect, test } from 'vitest';
import { lightPreloadHelper } from './light-preload';

const plugin = lightPreloadHelper();
/** A hook of the plugin as a plain function (Vite calls it with its own context as `this`). */
const call = (hook: unknown, self: unknown, ...args: unknown[]) => (hook as (this: unknown, ...a: unknown[]) => unknown).apply(self, args);

test('the helper keeps the stale-build event: a failed import dispatches vite:preloadError, and throws unless it is handled', async () => {
  const loaded = call(plugin.load, {}, '\0vite/preload-helper.js') as { code: string };
  const module = { exports: {} as { __vitePreload: (load: () => Promise<unknown>) => Promise<unknown> } };
  const events: Event[] = [];
  const window = { dispatchEvent: (event: Event) => events.push(event) };
  // The helper's code runs as a module body would, with `window` and `module` handed in (and a file name in its stack traces).
  const body = loaded.code.replace('export const __vitePreload =', 'module.exports.__vitePreload =');
  const wrapped = `(function (window, module) {\n${body}\n})`;
  const run = runInThisContext(wrapped, { filename: 'vite/preload-helper.js' }) as (window: unknown, module: unknown) => void;
  run(window, module);
  const failure = new Error('chunk is gone');
  await expect(module.exports.__vitePreload(() => Promise.reject(failure))).rejects.toBe(failure);
  expect(events.map((event) => [event.type, (event as Event & { payload: unknown }).payload])).toEqual([['vite:preloadError', failure]]);
  await expect(module.exports.__vitePreload(() => Promise.resolve('module'))).resolves.toBe('module');
});

test('other modules are left to Vite', () => {
  expect(call(plugin.load, {}, '/src/entry.client.tsx')).toBeNull();
});

test('a lazily loaded chunk with a stylesheet of its own fails the build, since the light helper would not load it', () => {
  const errors: string[] = [];
  const self = { error: (message: string) => errors.push(message) };
  const chunk = (fileName: string, css: string[]) => ({ type: 'chunk', isDynamicEntry: true, fileName, viteMetadata: { importedCss: new Set(css) } });
  call(plugin.generateBundle, self, {}, { a: chunk('assets/Tile.js', []), b: chunk('assets/Gallery.js', ['assets/Gallery.css']) });
  expect(errors).toEqual([expect.stringContaining('assets/Gallery.js is loaded lazily and has its own stylesheet (assets/Gallery.css)')]);
});
