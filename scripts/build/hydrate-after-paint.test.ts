import { describe, expect, it } from 'vitest';
import { HYDRATED_EVENT } from '../../src/lib/hydration';
import { hydrateAfterPaint, HydrationRewriteError } from './hydrate-after-paint';

/** The shape React Router 7's <Scripts /> writes into a prerendered page. */
const page = (routerScript: string) =>
  [
    '<html><head><link rel="preload" href="/assets/font.woff2" as="font"/>',
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
    '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/></head>',
    '<body><div id="root"></div><script>window.__reactRouterContext = {};</script>',
    `<script type="module" async="">${routerScript}</script></body></html>`,
  ].join('');

const routerScript = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  '',
  'import("/assets/entry.client-2.js");',
].join('\n');

const moduleScript = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('hydrateAfterPaint', () => {
  const out = hydrateAfterPaint(page(routerScript));
  const script = moduleScript(out);

  it('takes the module preloads out of the head and leaves every other link alone', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>');
    expect(out).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('leaves no static import, so nothing is fetched while the page is parsed', () => {
    expect(script).not.toMatch(/^import\s/m);
  });

  it('waits for the first paint, then preloads every module React Router listed, in its order', () => {
    const paint = script.indexOf("observe({ type: 'paint', buffered: true })");
    const preload = script.indexOf(`["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/home-4.js"]`);
    expect(paint).toBeGreaterThan(0);
    expect(preload).toBeGreaterThan(paint);
  });

  it('imports the manifest first, then the route modules under their names, then runs the rest unchanged', () => {
    const manifest = script.indexOf('await import("/assets/manifest-1.js");');
    const routes = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/home-4.js")]);');
    const rest = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-2.js");');
    expect(manifest).toBeGreaterThan(0);
    expect(routes).toBeGreaterThan(manifest);
    expect(rest).toBeGreaterThan(routes);
  });

  it('keeps clicks and typing from before hydration, released by the event the root layout sends', () => {
    expect(script.indexOf("document.addEventListener('click', hold, true);")).toBeLessThan(script.indexOf('await new Promise'));
    expect(script).toContain(`addEventListener(${JSON.stringify(HYDRATED_EVENT)}, () => {`);
  });

  it('compiles as a module body', () => {
    // An async function body accepts the same statements (await at the top level included).
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it('returns a page without scripts unchanged', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(hydrateAfterPaint(plain)).toBe(plain);
  });

  it('fails the build, naming the file, when the scripts no longer look like React Router output', () => {
    expect(() => hydrateAfterPaint(page('import { x } from "/assets/a.js";\nx();'), 'build/client/index.html')).toThrow(HydrationRewriteError);
    expect(() => hydrateAfterPaint(page('import { x } from "/assets/a.js";\nx();'), 'build/client/index.html')).toThrow(/build\/client\/index\.html/);
    const twoScripts = page(routerScript).replace('</body>', `<script type="module" async="">${routerScript}</script></body>`);
    expect(() => hydrateAfterPaint(twoScripts, 'x.html')).toThrow(/found 2 script/);
  });
});
