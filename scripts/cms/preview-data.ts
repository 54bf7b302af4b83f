/**
 * The preview data the editor draws its previews with (src/admin/preview/data.ts), read by the
 * site's own loaders: written beside the editor at build (scripts/cms/build.ts) and served fresh
 * by `npm run cms`. Only what pages already show and the product figures: no body, no draft.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PreviewData } from '../../src/admin/preview/data';
import { careersCopy, newsroomCopy } from '../../src/content/collection-copy.server';
import { collections } from '../../src/content/collections';
import { loadCareers, loadNews, loadProducts, loadSite } from '../../src/content/load.server';
import { factTable, productFiles } from '../../src/content/products.server';
import { parseSource } from '../../src/content/source';
import { languages, type Lang } from '../../src/lib/languages';

export function previewData(root = process.cwd()): PreviewData {
  const langs = Object.keys(languages) as Lang[];
  const english = (file: string) => parseSource(file, readFileSync(join(root, file), 'utf8')).data;
  const siteFile = `content/${collections.site.file}`;
  return {
    site: Object.fromEntries(langs.map((lang) => [lang, loadSite(lang)])),
    products: Object.fromEntries(langs.map((lang) => [lang, loadProducts(lang)])),
    news: loadNews(),
    careers: loadCareers(),
    newsroom: newsroomCopy(),
    careersCopy: careersCopy(),
    facts: Object.fromEntries(
      langs.map((lang) => [lang, Object.fromEntries([...factTable(root, lang)].map(([id, specs]) => [id, Object.fromEntries(specs)]))]),
    ),
    english: Object.fromEntries([siteFile, ...productFiles(root)].map((file) => [file, english(file)])),
    images: imagesUnder(join(root, 'content', 'images')).map(
      (file) =>
        `/images/${relative(join(root, 'content', 'images'), file)
          .split('\\')
          .join('/')}`,
    ),
  };
}

/** Every file under `dir`, recursively. */
function imagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? imagesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}
