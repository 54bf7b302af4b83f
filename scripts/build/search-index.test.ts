import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { buildSearchIndex, isSearchable, spacedForIndex, writeSearchIndex } from './search-index';

/** A built page as SiteShell writes it: header and footer around a `<main>` that may ask to be searched. */
const page = (lang: string, dir: 'ltr' | 'rtl', body: string, kind: string | null = 'pages') =>
  `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><title>t</title></head><body>` +
  `<header><button>Menu</button><a href="/">Shellheader</a></header>` +
  `<main id="main"${kind ? ` data-pagefind-body="" data-pagefind-filter="kind:${kind}"` : ''}>${body}</main>` +
  `<footer>Shellfooter</footer></body></html>`;

/** Pagefind's fragments (one per page), read back: each is gzip with a marker before its JSON. */
type Fragment = { url: string; content: string; filters: Record<string, string[]>; meta: Record<string, string> };
function fragments(outDir: string): Fragment[] {
  const dir = join(outDir, 'fragment');
  return readdirSync(dir).map(
    (name) =>
      JSON.parse(
        gunzipSync(readFileSync(join(dir, name)))
          .toString('utf8')
          .replace(/^pagefind_dcd/, ''),
      ) as Fragment,
  );
}

test('each language of the site gets its own index, split by <html lang>', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'search-')), 'pagefind');
  const summary = await buildSearchIndex(
    [
      { url: '/octa-bot', html: page('en', 'ltr', '<h1>Octa Bot</h1><p>Counts stock with RFID.</p>', 'products') },
      { url: '/ar/octa-bot', html: page('ar', 'rtl', '<h1>أوكتا بوت</h1><p>يعدّ المخزون باستخدام RFID.</p>', 'products') },
      { url: '/careers/x', html: page('en', 'ltr', '<h1>Marketing Manager</h1><dl><dt>Location</dt><dd>Riyadh</dd></dl>', 'careers') },
    ],
    out,
  );
  expect(summary).toEqual({ pages: 3, languages: { en: 2, ar: 1 } });
  const entry = JSON.parse(readFileSync(join(out, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, unknown> };
  expect(Object.keys(entry.languages).sort()).toEqual(['ar', 'en']);
  expect(existsSync(join(out, 'pagefind.js'))).toBe(true);
  expect(existsSync(join(out, 'wasm.ar.pagefind')) || existsSync(join(out, 'wasm.unknown.pagefind'))).toBe(true);
  // Pagefind's own interfaces are not shipped: the site has its own dialog.
  expect(readdirSync(out).filter((name) => /ui\.(js|css)$|highlight/.test(name))).toEqual([]);

  const byUrl = Object.fromEntries(fragments(out).map((fragment) => [fragment.url, fragment]));
  expect(Object.keys(byUrl).sort()).toEqual(['/ar/octa-bot', '/careers/x', '/octa-bot']);
  expect(byUrl['/octa-bot']!.meta.title).toBe('Octa Bot');
  expect(byUrl['/octa-bot']!.filters).toEqual({ kind: ['products'] });
  expect(byUrl['/ar/octa-bot']!.meta.title).toBe('أوكتا بوت');
  expect(byUrl['/careers/x']!.content).toMatch(/Location Riyadh/);
  for (const fragment of Object.values(byUrl)) expect(fragment.content).not.toMatch(/Shell|Menu/);
}, 30_000);

test('only pages whose <main> asks to be searched are indexed from a build', async () => {
  const client = mkdtempSync(join(tmpdir(), 'search-build-'));
  const write = (path: string, html: string) => {
    mkdirSync(join(client, path, '..'), { recursive: true });
    writeFileSync(join(client, path), html);
  };
  write('index.html', page('en', 'ltr', '<h1>Home</h1>'));
  write('news/story/index.html', page('en', 'ltr', '<h1>A story</h1>', 'news'));
  write('about/index.html', page('en', 'ltr', '<h1>Alias of robotics</h1>', null));
  write('404.html', page('en', 'ltr', '<h1>Not found</h1>'));
  write('scenes/scene.html', page('en', 'ltr', '<h1>A framed scene</h1>'));

  expect(await writeSearchIndex(client)).toEqual({ pages: 2, languages: { en: 2 } });
  expect(
    fragments(join(client, 'pagefind'))
      .map((fragment) => fragment.url)
      .sort(),
  ).toEqual(['/', '/news/story']);
}, 30_000);

test('a page is searchable when its <main> carries data-pagefind-body', () => {
  expect(isSearchable(page('en', 'ltr', '<h1>x</h1>'))).toBe(true);
  expect(isSearchable(page('en', 'ltr', '<h1>x</h1>', null))).toBe(false);
});

test('Pagefind reads a spec’s name and value, buttons side by side and a date after its label as separate words', () => {
  const html = spacedForIndex(
    '<html><body><dl><dt>Continuous operation</dt><dd>8 hours</dd></dl><a href="/a">Request a Demo</a><a href="/b">Download</a><p><span>Events</span><time>13 February 2023</time></p></body></html>',
  );
  expect(html).toContain('<dt> Continuous operation </dt><dd> 8 hours </dd>');
  expect(html).toContain('Request a Demo </a><a href="/b"> Download </a>');
  expect(html).toContain('<span>Events</span><time> 13 February 2023 </time>');
});

test('the copy Pagefind reads holds no directional formatting character, in the text or the title', () => {
  const html = spacedForIndex(
    page('ar', 'rtl', '<p>الاتصال عبر \u2066WiFi\u2069 أو \u2066LAN\u2069، و\u206832+\u2069 لغة\u200F</p>').replace(
      '<title>t</title>',
      '<title>\u202Bx\u202C</title>',
    ),
  );
  expect(html).toContain('<p>الاتصال عبر WiFi أو LAN، و32+ لغة</p>');
  expect(html).toContain('<title>x</title>');
  expect(html).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
});
