/**
 * sitemap.xml and robots.txt, written after the build from the HTML it produced: a page is
 * listed when its canonical link names its own address and it is not `noindex`. Aliases
 * (canonical elsewhere), the /newsroom redirect page (noindex), 404.html and framed documents
 * are left out without a list to keep in step. Absolute URLs come from content/site.yaml `url`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../../src/content/load.server';
import { absolute } from '../../src/lib/url';
import { builtHtml, canonicalPages } from './built-html';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(urls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    '# Every page may be crawled; the sitemap lists the canonical ones.',
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Writes sitemap.xml and robots.txt into a client build; returns the listed URLs. */
export function writeSitemap(clientDir: string, siteUrl = loadSite().url): string[] {
  const urls = canonicalPages(builtHtml(clientDir), siteUrl).map((page) => page.canonical);
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(urls));
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
  console.log(`postbuild: sitemap.xml (${urls.length} URLs) and robots.txt written.`);
  return urls;
}
