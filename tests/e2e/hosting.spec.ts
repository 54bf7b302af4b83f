/**
 * Safe static hosting: what `npm start` (scripts/serve.ts, reading the build's `_headers` and
 * `_redirects` like a CDN) sends, and that every page works under the policy it is sent with.
 */
import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { FIRST_ROUND_TRIP_BYTES } from '../../scripts/build/precompress';
import { allBuiltRoutes, builtRoutes, hydrated, watchConsole } from './support';

const routes = builtRoutes();
const EMBED_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', 'https://my.spline.design'];

declare global {
  interface Window {
    cspViolations: string[];
  }
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** Hashes of the inline scripts in a page, computed here independently of the build. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\ssrc=/.test(attrs!) && !/type="application\/(ld\+)?json"/.test(attrs!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

/** Records CSP violations the page reports, and answers anything leaving 127.0.0.1 with a stub. */
async function guard(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const external: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => {
      external.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
    },
  );
  return { external, violations: () => page.evaluate(() => window.cspViolations) };
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // A frame per step, or 100 ms when a busy machine is slow to produce one.
    const height = document.documentElement.scrollHeight;
    for (let y = 0; y < height; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => {
        requestAnimationFrame(() => done(null));
        setTimeout(() => done(null), 100);
      });
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}

for (const route of routes) {
  test(`${route} is served with a strict policy and runs under it without a violation`, async ({ page, request }) => {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const html = await response.text();

    const policy = headers['content-security-policy'];
    expect(policy, 'Content-Security-Policy').toBeTruthy();
    expect(policy).not.toMatch(/'unsafe-eval'|unsafe-hashes|strict-dynamic|\*/);
    const csp = directives(policy!);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    // Beside its own scripts, a page may compile WebAssembly (the site search, docs/decisions/1802), never eval.
    expect(scripts.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    for (const hash of inlineScriptHashes(html)) expect(scripts, 'every inline script allowed by its hash').toContain(hash);
    expect(html, 'no inline event handlers').not.toMatch(/<[^>]+\son[a-z]+="/i);
    expect(html, 'no javascript: links').not.toMatch(/href="javascript:/i);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    for (const source of csp.get('frame-src') ?? []) expect(["'self'", ...EMBED_HOSTS]).toContain(source);

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');

    const console = watchConsole(page);
    const net = await guard(page);
    const loaded = await page.goto(route);
    expect(loaded?.headers()['content-security-policy']).toBe(policy);
    await scrollThrough(page);
    // The page's script ran under the policy, and every island on it was hydrated.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/entry\.client-/.test(entry.name))))
      .toBe(true);
    await hydrated(page);
    expect(await net.violations(), 'CSP violations').toEqual([]);
    expect(net.external).toEqual([]);
    console.assertNone();
  });
}

test('hashed assets are cached for a year; pages and everything else revalidate, and no route data is served', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // Links and the module list of the inline start-up script alike name assets as quoted paths.
  const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map(([, path]) => path!))];
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
  const entry = /"(\/assets\/entry[^"]+\.js)"/.exec(html)?.[1];
  // The entry itself is a few hundred bytes (under the compression threshold); the module it imports is not.
  const imported = /from"\.\/([^"]+\.js)"/.exec(await (await request.get(entry!)).text())?.[1];
  const css = /"(\/assets\/app-[^"]+\.css)"/.exec(html)?.[1];
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
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#x27;|&apos;/g, "'");
  expect(meta, 'policy in <meta>').toBeTruthy();
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
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
  // The one expected error: Chromium reports the document's own 404 status.
  expect(console.errors.filter((e) => !/status of 404 \(Not Found\)/.test(e))).toEqual([]);
});

test('the contact map frame, loaded on request, is allowed by the frame policy', async ({ page }) => {
  const console = watchConsole(page);
  const net = await guard(page);
  await page.goto('/contact');
  expect(net.external).toEqual([]);
  await page.getByRole('button', { name: /Show map/ }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//);
  await expect.poll(() => net.external.some((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
  expect(await net.violations()).toEqual([]);
  console.assertNone();
});
