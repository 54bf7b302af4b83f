/**
 * Search and sharing: sitemap and robots.txt, link preview images, and structured data. Every
 * check loops over what the build wrote, so each page added later is covered as it lands.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectionRoutes } from '~/site-map';
import { loadCareers } from '~/content/load.server';
import { allPages, redirects, sitePages } from '~/site-map.server';
import { canonicalHref, meta } from '../../scripts/build/built-html';
import { asNode, jsonLd, type Node } from './structured-data';
import { productPages, site as siteOf } from './content';
import { builtRoutes } from './support';

const site = siteOf();
const routes = builtRoutes();
const at = (path: string) => new URL(path, site.url).toString();

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return response.text();
}

test.describe('sitemap and robots.txt', () => {
  const canonical = [
    ...allPages().map((route) => route.path),
    ...routes.filter((path) => collectionRoutes.some((item) => path.startsWith(`${item.prefix}/`))),
  ].sort();

  test('a crawler finds every canonical page in the sitemap, and nothing else', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    // With a translation, pages list their language versions as xhtml:link alternates (docs/decisions/1800).
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"( xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml")?>/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    expect(locs.map((loc) => new URL(loc).pathname).sort()).toEqual(canonical);
    for (const loc of locs) expect(loc.startsWith(new URL(site.url).origin), loc).toBe(true);

    const excluded = [
      ...sitePages().flatMap((route) => route.aliases),
      ...redirects().map((r) => r.from),
      '/404',
      '/404.html',
      '/ar/404',
      '/ar/404.html',
    ];
    for (const path of excluded) expect(locs, path).not.toContain(at(path));
  });

  test('every sitemap address answers 200 and names itself canonical', async ({ request }) => {
    for (const path of canonical) {
      const page = await html(request, path);
      expect(canonicalHref(page), path).toBe(at(path));
      expect(meta(page, 'robots') ?? '', path).not.toMatch(/noindex/);
    }
  });

  test('robots.txt lets crawlers in and points them to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${at('/sitemap.xml').replace(/[.?]/g, '\\$&')}$`, 'm'));
  });
});

test.describe('link previews', () => {
  // Each page's preview image, its size and alt text: tests/e2e/every-page.spec.ts.

  test('an alias shares its page’s preview, so one page has one card', async ({ request }) => {
    for (const route of sitePages()) {
      for (const alias of 'aliases' in route ? route.aliases : []) {
        expect(meta(await html(request, alias), 'og:image'), alias).toBe(meta(await html(request, route.path), 'og:image'));
      }
    }
  });
});

test.describe('structured data', () => {
  // Each page's JSON-LD parses and carries the fields its type requires: tests/e2e/every-page.spec.ts.

  // Which pages carry which types. Skipped until the site has structured data at all (it is
  // added after the page branches merge), then enforced on every page it names.
  const types = async (request: APIRequestContext, path: string) =>
    jsonLd(await html(request, path)).nodes.flatMap((n) => [n['@type']].flat().map(String));
  // Every page that opens with a product's hero (content/pages/).
  const PRODUCTS = productPages().map((page) => page.path);

  test('the home page describes the organisation and the site; product pages their product; nested pages their trail', async ({ request }) => {
    const any = (await Promise.all(routes.map(async (route) => (await types(request, route)).length))).some(Boolean);
    test.skip(!any, 'No page has JSON-LD yet');
    expect(await types(request, '/')).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    for (const path of PRODUCTS.filter((p) => routes.includes(p))) expect(await types(request, path), path).toContain('Product');
    for (const path of routes.filter((p) => p.split('/').length > 2 && !sitePages().some((r) => r.aliases.includes(p)))) {
      const { nodes } = jsonLd(await html(request, path));
      const trail = nodes.find((n) => n['@type'] === 'BreadcrumbList');
      expect(trail, `${path} BreadcrumbList`).toBeTruthy();
      const items = trail!.itemListElement as Node[];
      const last = asNode(items.at(-1)?.item)?.['@id'] ?? items.at(-1)?.item;
      if (last !== undefined) expect(last, `${path} breadcrumb ends at the page`).toBe(at(path));
    }
    for (const path of routes.filter((p) => p.startsWith('/news/'))) expect(await types(request, path), path).toContain('NewsArticle');
    // A posting is JobPosting data once the company gives the date it opened (search engines require datePosted).
    const dated = new Set(loadCareers().flatMap((posting) => (posting.posted ? [`/careers/${posting.slug}`] : [])));
    for (const path of routes.filter((p) => p.startsWith('/careers/')))
      if (dated.has(path)) expect(await types(request, path), path).toContain('JobPosting');
      else expect(await types(request, path), path).not.toContain('JobPosting');
  });
});
