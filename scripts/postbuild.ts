/**
 * The build's last step, run by React Router's `buildEnd` hook (react-router.config.ts) once
 * every page is prerendered: the not-found page becomes the `404.html` every static host serves
 * for unknown paths, React Router's route data files are left out, `_redirects` is written for
 * hosts that read it, right-to-left pages get their
 * isolates as markup, then the PDFs, responsive images, feed, sitemap, link-preview cards, the
 * search index, the headers (after every step that changes a page: they refuse code in the
 * final HTML that our code did not write), the compressed copies of every text file and, last,
 * the content editor (/admin/).
 */
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteBase } from '../src/base-path.config';
import { languages } from '../src/lib/languages';
import { notFoundPath } from '../src/site-map';
import { notFoundLangs, notFoundPathIn, redirects } from '../src/site-map.server';
import { redirectsFile } from './host-rules';

/** Finishes the client build in `out` (build/client). */
export async function postbuild(out: string): Promise<void> {
  // Under SITE_BASE, React Router writes pages to build/client/<base>/; the folder a preview host
  // serves at the base is build/client itself, so the pages move up beside the assets.
  const base = siteBase();
  if (base !== '/') {
    const nested = join(out, ...base.split('/').filter(Boolean));
    cpSync(nested, out, { recursive: true });
    rmSync(join(out, base.split('/').filter(Boolean)[0]!), { recursive: true, force: true });
    console.log(`postbuild: pages built under ${base} moved to the root of ${out}.`);
  }
  // Each language's not-found page: /404 → 404.html, /ar/404 → ar/404.html (Cloudflare Pages serves
  // the nearest 404.html; the `_redirects` rule below says the same to Netlify and the local server).
  const translated404s: string[] = [];
  for (const lang of notFoundLangs()) {
    const path = notFoundPathIn(lang);
    const dir = join(out, path.slice(1));
    if (!existsSync(join(dir, 'index.html'))) {
      throw new Error(`postbuild: ${path}/index.html was not prerendered; is ${path} in the prerender list?`);
    }
    renameSync(join(dir, 'index.html'), join(out, `${path.slice(1)}.html`));
    rmSync(dir, { recursive: true, force: true });
    if (path !== notFoundPath) translated404s.push(`${languages[lang].prefix}/* ${path}.html 404`);
  }
  rmSync(join(out, '__spa-fallback.html'), { force: true });
  // React Router writes each prerendered route's data beside its page (`tara.data`, `_root.data`)
  // for its client's navigations. A built page runs no router client (docs/decisions/1600) and
  // asks for none of them, and no host needs them: they are not shipped (docs/decisions/3102).
  const routeData = readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.data'));
  for (const entry of routeData) rmSync(join(entry.parentPath, entry.name));
  console.log(`postbuild: ${routeData.length} route data files (.data) left out: no page asks for them.`);

  const publicRedirects = join(process.cwd(), 'public', '_redirects');
  const extra = existsSync(publicRedirects) ? readFileSync(publicRedirects, 'utf8') : '';
  writeFileSync(join(out, '_redirects'), redirectsFile({ moved: redirects(), extra, notFound: translated404s }));
  console.log(`postbuild: 404.html and _redirects (${redirects().length} redirect${redirects().length === 1 ? '' : 's'}) written.`);
  // Before anything reads the pages: right-to-left pages carry their isolates as <bdi> markup.
  await import('./build/bidi-markup').then(({ writeIsolatesAsMarkup }) => writeIsolatesAsMarkup(out));
  await import('./build/pdfs').then((pdfs) => pdfs.writeProductPdfs(out));
  await (await import('./build/responsive-images')).responsiveImagesStep(out);
  await import('./build/feed').then(({ writeNewsFeed }) => writeNewsFeed(out));
  // A build for content:diff (CONTENT_DIFF_BUILD=1) leaves out what the diff neither compares nor
  // shows: the sitemap (added and removed routes are listed from the pages), the search index and
  // the compressed copies.
  const forDiff = process.env.CONTENT_DIFF_BUILD === '1';
  if (!forDiff) (await import('./build/sitemap')).writeSitemap(out);
  await (await import('./build/og-images')).writeOgImages(out);
  if (!forDiff) await (await import('./build/search-index')).writeSearchIndex(out);
  if (forDiff) console.log('postbuild: sitemap, search index and compressed copies left out (a content:diff build).');
  // The headers: each page's policy, after refusing code in the final HTML that our code did not write (decision 3311).
  await (await import('./build/headers')).writeHeaders(out);
  // Last, once no file changes: brotli and gzip copies of every text file. A diff build never serves them.
  if (!forDiff) await (await import('./build/precompress')).precompressStep(out);
  // The content editor at /admin/: its own build, headers and data, after every public file (docs/decisions/3200).
  await (await import('./cms/build')).buildEditor(out);
}
