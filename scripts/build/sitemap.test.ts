import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSitemap } from './sitemap';

const SITE = 'https://www.ihubrobotics.com';
const page = (canonical: string | undefined, robots?: string) =>
  `<!DOCTYPE html><html><head>${canonical ? `<link rel="canonical" href="${SITE}${canonical}"/>` : ''}${robots ? `<meta name="robots" content="${robots}"/>` : ''}</head><body></body></html>`;

describe('sitemap', () => {
  it('lists pages that name themselves canonical, and leaves out aliases, redirects, noindex pages and documents', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
    const write = (path: string, html: string) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), html);
    };
    write('index.html', page('/'));
    write('tara/index.html', page('/tara'));
    write('defense/rhino/index.html', page('/defense/rhino'));
    write('rhino/index.html', page('/defense/rhino'));
    write('newsroom/index.html', page('/news', 'noindex'));
    write('news/a&b/index.html', page('/news/a&amp;b'));
    write('404.html', page(undefined, 'noindex'));
    write('scenes/scene.html', page(undefined, 'noindex'));
    write('drafts/index.html', page('/drafts', 'noindex, nofollow'));

    expect(writeSitemap(dir, SITE)).toEqual([`${SITE}/`, `${SITE}/defense/rhino`, `${SITE}/news/a&b`, `${SITE}/tara`]);
    const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(xml).toContain(`<loc>${SITE}/news/a&amp;b</loc>`);
    expect(xml).not.toContain('.com/rhino<');
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https:\/\/www\.ihubrobotics\.com\/sitemap\.xml$/m);
  });

  it('lists the language versions of a page as xhtml:link alternates, from the hreflang links of its head', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
    const alternates = ['en', 'ar', 'x-default']
      .map((lang) => `<link rel="alternate" hreflang="${lang}" href="${SITE}${lang === 'ar' ? '/ar/tara' : '/tara'}"/>`)
      .join('');
    const html = (canonical: string) =>
      `<!DOCTYPE html><html><head><link rel="canonical" href="${SITE}${canonical}"/>${alternates}</head><body></body></html>`;
    mkdirSync(join(dir, 'tara'), { recursive: true });
    mkdirSync(join(dir, 'ar', 'tara'), { recursive: true });
    writeFileSync(join(dir, 'tara', 'index.html'), html('/tara'));
    writeFileSync(join(dir, 'ar', 'tara', 'index.html'), html('/ar/tara'));
    writeFileSync(join(dir, 'index.html'), page('/'));
    writeSitemap(dir, SITE);
    const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`  <url><loc>${SITE}/</loc></url>`);
    const entry = (loc: string) =>
      [
        `  <url><loc>${SITE}${loc}</loc>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${SITE}/tara"/>`,
        `    <xhtml:link rel="alternate" hreflang="ar" href="${SITE}/ar/tara"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/tara"/>`,
        '  </url>',
      ].join('\n');
    expect(xml).toContain(entry('/tara'));
    expect(xml).toContain(entry('/ar/tara'));
  });
});
