/**
 * sitemap.xml and robots.txt, written after the build from the HTML it produced: a page is
 * listed when its canonical link names its own address and it is not `noindex`. Aliases
 * (canonical elsewhere), the /newsroom redirect page (noindex), 404.html and framed documents
 * are left out without a list to keep in step. Absolute URLs come from content/site.yaml `url`.
 * A page in several languages lists its versions as `xhtml:link` alternates, read from the same
 * `hreflang` links its head carries (docs/decisions/1800), so the two always agree.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../../src/content/load.server';
import { escapeAttribute } from '../../src/lib/escape';
import { absolute } from '../../src/lib/url';
import { builtHtml, canonicalPages, tags } from './built-html';

/** A listed page and its versions in other languages (`hreflang` → absolute URL, itself and x-default included). */
export type SitemapEntry = { url: string; alternates?: readonly { hreflang: string; href: string }[] };

export function sitemapXml(entries: (string | SitemapEntry)[]): string {
  const list = entries.map((entry) => (typeof entry === 'string' ? { url: entry } : entry));
  const languages = list.some((entry) => entry.alternates?.length);
  const url = ({ url, alternates = [] }: SitemapEntry) =>
    alternates.length
      ? [
          `  <url><loc>${escapeAttribute(url)}</loc>`,
          ...alternates.map(
            (link) => `    <xhtml:link rel="alternate" hreflang="${escapeAttribute(link.hreflang)}" href="${escapeAttribute(link.href)}"/>`,
          ),
          '  </url>',
        ].join('\n')
      : `  <url><loc>${escapeAttribute(url)}</loc></url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${languages ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>`,
    ...list.map(url),
    '</urlset>',
    '',
  ].join('\n');
}

/** The `hreflang` alternates a built page names in its head. */
function alternatesOf(html: string): { hreflang: string; href: string }[] {
  return tags(html, 'link').flatMap((link) =>
    link.rel === 'alternate' && link.hreflang && link.href ? [{ hreflang: link.hreflang, href: link.href }] : [],
  );
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
  const pages = canonicalPages(builtHtml(clientDir), siteUrl);
  const urls = pages.map((page) => page.canonical);
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(pages.map((page) => ({ url: page.canonical, alternates: alternatesOf(page.html) }))));
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
  console.log(`postbuild: sitemap.xml (${urls.length} URLs) and robots.txt written.`);
  return urls;
}
