/**
 * Safe static hosting: what `npm start` (scripts/serve.ts, reading the build's `_headers` and
 * `_redirects` like a CDN) sends, and that every page works under the policy it is sent with.
 */
import { expect, test } from '@playwright/test';
import { get as httpGet } from 'node:http';
import { FIRST_ROUND_TRIP_BYTES } from '../../scripts/build/precompress';
import { assetPaths, found } from '../../scripts/build/built-html';
import { directives, guard, inlineScriptHashes } from './checks/policy';
import { contactForm, literal } from './content';
import { allBuiltRoutes, builtRoutes, watchConsole } from './support';

const routes = builtRoutes();
// Each page is served with a strict policy and runs under it without a violation: tests/e2e/every-page.spec.ts.

test('hashed assets are cached for a year; pages and everything else revalidate, and no route data is served', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // Links name assets, and so may the module list of an inline start-up script.
  const assets = assetPaths(html);
  expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
  expect(assets.some((path) => path.endsWith('.css'))).toBe(true);
  expect(assets.some((path) => path.endsWith('.woff2'))).toBe(true);
  for (const path of assets) expect((await request.get(path)).headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  // React Router's route data is not shipped: no page asks for it (decision 3102).
  for (const path of ['/tara.data', '/_root.data']) expect((await request.get(path)).status(), path).toBe(404);
  for (const path of ['/favicon.svg', '/sitemap.xml', '/robots.txt', '/og/home.png']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(/no-cache|max-age=0/);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('text is sent compressed, brotli or gzip as the browser asks', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = assetPaths(html).find((path) => /^\/assets\/entry[^/]+\.js$/.test(path));
  // The entry itself is a few hundred bytes (under the compression threshold); the module it imports is not.
  const imported = /from"\.\/([^"]+\.js)"/.exec(await (await request.get(entry!)).text())?.[1];
  const css = assetPaths(html).find((path) => /^\/assets\/app-[^/]+\.css$/.test(path));
  for (const path of ['/', `/assets/${imported!}`, css!, '/sitemap.xml']) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(path, { headers: { 'accept-encoding': encoding } });
      expect(response.headers()['content-encoding'], `${path} ${encoding}`).toBe(encoding);
      expect(response.headers()['vary']).toBe('Accept-Encoding');
    }
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
  }
});

/** One answer as it crosses the wire, over a socket of its own: status line, headers and (compressed) body. */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2) bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
  });
}

test('every page, in every language, fits in the first round trip of a new connection (14,600 bytes with its headers)', async ({ baseURL }) => {
  // A phone on a slow network gets ten TCP segments before its first acknowledgement: a page
  // that fits has its whole HTML one round trip after the request (docs/decisions/1605).
  const over: string[] = [];
  for (const route of allBuiltRoutes()) {
    const bytes = await wireBytes(`${baseURL}${route}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    if (bytes > FIRST_ROUND_TRIP_BYTES) over.push(`${route}: ${bytes} bytes`);
  }
  expect(over).toEqual([]);
});

test('a returning visitor revalidates a page with its ETag and gets 304 Not Modified', async ({ request }) => {
  const first = await request.get('/tara');
  const etag = first.headers()['etag'];
  // sirv's ETag is weak (size and modification time): enough to revalidate a static file.
  expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
  const again = await request.get('/tara', { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  const changed = await request.get('/tara', { headers: { 'if-none-match': '"something-else"' } });
  expect(changed.status()).toBe(200);
});

test('each page has one address: a trailing slash redirects, and the host’s rule files are not served', async ({ request }) => {
  const slash = await request.get('/tara/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()['location']).toBe('/tara');
  const nested = await request.get('/defense/rhino/?ref=x', { maxRedirects: 0 });
  expect(nested.headers()['location']).toBe('/defense/rhino?ref=x');
  for (const path of ['/_headers', '/_redirects']) expect((await request.get(path)).status(), path).toBe(404);
  const moved = await request.get('/newsroom', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe('/news');
});

test('a page answers only at its own address: /index, /contact/index, every /<page>/index and the scene without .html are not found', async ({
  request,
}) => {
  const paths = [
    '/index',
    '/index.html',
    '/contact/index',
    '/scenes/tara-gen3',
    ...routes.filter((r) => r !== '/').flatMap((r) => [`${r}/index`, `${r}/index.html`]),
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(directives(response.headers()['content-security-policy'] ?? '').get('frame-ancestors'), path).toEqual(["'none'"]);
  }
  const scene = await request.get('/scenes/tara-gen3.html');
  expect(scene.status()).toBe(200);
  expect(directives(scene.headers()['content-security-policy'] ?? '').get('frame-ancestors')).toEqual(["'self'"]);
});

test('a link crafted to bounce a visitor to another site through the trailing-slash redirect goes nowhere', async ({ request }) => {
  for (const path of ['/%2Fevil.com%2F..%2Ftara/', '/%5Cevil.com%2F..%2Ftara/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['location'], path).toBeUndefined();
  }
});

test('an unknown address answers 404 with the not-found page, which carries its own policy and runs under it', async ({ page, request }) => {
  const response = await request.get('/no-such-robot');
  expect(response.status()).toBe(404);
  const html = await response.text();
  const elements = found(html, '*');
  const policyAt = elements.findIndex(({ name, attrs }) => name === 'meta' && attrs['http-equiv'] === 'Content-Security-Policy');
  const meta = elements[policyAt]?.attrs.content;
  expect(meta, 'policy in <meta>').toBeTruthy();
  expect(policyAt, 'the policy comes before the first script').toBeLessThan(elements.findIndex(({ name }) => name === 'script'));
  const csp = directives(meta!);
  for (const hash of inlineScriptHashes(html)) expect(csp.get('script-src')).toContain(hash);
  expect(csp.has('frame-ancestors'), 'frame-ancestors cannot be set by <meta>').toBe(false);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  // The header carries the same policy, and frame-ancestors with it.
  const header = directives(response.headers()['content-security-policy'] ?? '');
  expect(header.get('script-src')).toEqual(csp.get('script-src'));
  expect(header.get('frame-ancestors')).toEqual(["'none'"]);

  const console = watchConsole(page);
  const net = await guard(page);
  await page.goto('/no-such-robot');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await net.violations()).toEqual([]);
  expect(net.elsewhere).toEqual([]);
  // The one expected error: Chromium reports the document's own 404 status.
  expect(console.errors.filter((e) => !/status of 404 \(Not Found\)/.test(e))).toEqual([]);
});

test('the contact map frame, loaded on request, is allowed by the frame policy', async ({ page }) => {
  const console = watchConsole(page);
  const net = await guard(page);
  await page.goto('/contact');
  expect(net.elsewhere).toEqual([]);
  await page.getByRole('button', { name: new RegExp(literal(contactForm().map.loadLabel)) }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//);
  await expect.poll(() => net.elsewhere.some((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
  expect(await net.violations()).toEqual([]);
  console.assertNone();
});
