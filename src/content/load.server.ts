/**
 * Loaders for route modules. They run at build time (prerender) and in `npm run dev`, never in
 * the browser: zod, yaml and fs stay out of the client bundle.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { newestFirst } from '../lib/dates';
import { DEFAULT_LANG, type Lang } from '../lib/languages';
import { editionOf } from '../site-map.server';
import { collections } from './collections';
import { withImageSizes } from './images.server';
import { ContentError, listCollection, readEntry, slugOf, type Entry } from './read';
import type { CareerPosting } from './schemas/careers';
import type { NewsItem } from './schemas/news';
import { pageSchema, type Page } from './schemas/page';
import { productSchema, type Product } from './schemas/products';
import type { Site } from './schemas/site';
import { departments } from './taxonomy';
import { productFiles, productId, translatedProductFile } from './products.server';
import { withProductLinks } from './site-menu';
import { translatedFileOf } from './translation';
import type { Problem } from './source';

const root = process.cwd();

/**
 * In `npm run dev`, the last good version of each file: a file saved with a mistake keeps the
 * page as it was (the overlay names the mistake, scripts/content-preview.ts) instead of turning
 * it into an error page, even on reload. Builds never fall back: the check stops them first.
 */
const lastGood = process.env.NODE_ENV === 'production' ? undefined : new Map<string, Entry<unknown>>();

function must<T>(result: { ok: true; entry: Entry<T> } | { ok: false; problems: Problem[] }, file: string): Entry<T> {
  if (result.ok) {
    lastGood?.set(file, result.entry);
    return result.entry;
  }
  const previous = lastGood?.get(file);
  // The entry was read with the same schema the last time, so it has the shape asked for.
  if (previous) return previous as Entry<T>;
  throw new ContentError(result.problems);
}

/**
 * A production build reads the site settings once per language: every page's layout, head and
 * language links ask for them, and parsing and validating site.yaml for each was a quarter of the
 * prerender. `npm run dev` reads them fresh on every request.
 */
const siteCache = process.env.NODE_ENV === 'production' ? new Map<Lang, Site>() : undefined;

/**
 * content/site.yaml, with each menu link that names a product filled in from the product's file.
 * In a translated language, content/<lang>/site.yaml merged onto it (the English settings when
 * the language has none yet), and what its pages need to point links at the same language.
 */
export function loadSite(lang: Lang = DEFAULT_LANG): Site {
  const cached = siteCache?.get(lang);
  if (cached) return cached;
  const english = `content/${collections.site.file}`;
  const translated = translatedFileOf(lang, english);
  const file = lang !== DEFAULT_LANG && existsSync(join(root, translated)) ? translated : english;
  const site = withProductLinks(must(readEntry(root, file, collections.site.schema), file).data, (id) => loadProduct(id, lang));
  const edition = editionOf(lang);
  const loaded = edition ? { ...site, edition } : site;
  siteCache?.set(lang, loaded);
  return loaded;
}


/** Items of a collection, each with its slug (its file name) and the content file that holds it (for its MDX body). */
function loadCollection<T>(dir: string, schema: z.core.$ZodType<T>): (T & { slug: string; file: string })[] {
  return listCollection(root, `content/${dir}`).map((file) => ({ ...withImageSizes(must(readEntry(root, file, schema), file).data), slug: slugOf(file), file }));
}

/**
 * A production build prerenders every item page, and each page's loader reads its whole
 * collection: uncached, N pages would parse N files each (N² reads; minutes at 1,000 items).
 * Content cannot change during a build, so a production build reads each collection once;
 * `npm run dev` reads fresh on every request so edits show at once.
 */
const cacheCollections = process.env.NODE_ENV === 'production';
let newsCache: (NewsItem & { file: string })[] | undefined;
let careersCache: (CareerPosting & { file: string })[] | undefined;

/** Every news item, newest first; those without a date after them, by headline. */
export function loadNews(): (NewsItem & { file: string })[] {
  const items =
    (cacheCollections && newsCache) ||
    loadCollection(collections.news.dir, collections.news.schema).sort(
      newestFirst(
        (item) => item.date,
        (a, b) => a.title.localeCompare(b.title, 'en') || a.slug.localeCompare(b.slug),
      ),
    );
  if (cacheCollections) newsCache = items;
  return [...items];
}

/** Every open position, newest first; those without a date after them, in the order of the departments, then by title. */
export function loadCareers(): (CareerPosting & { file: string })[] {
  const items =
    (cacheCollections && careersCache) ||
    loadCollection(collections.careers.dir, collections.careers.schema).sort(
      newestFirst(
        (posting) => posting.posted,
        (a, b) => departments.indexOf(a.department) - departments.indexOf(b.department) || a.title.localeCompare(b.title, 'en'),
      ),
    );
  if (cacheCollections) careersCache = items;
  return [...items];
}

const productsCache = new Map<Lang, Product[]>();

/** The file a product is read from in `lang`: its translated texts when there are some, else the English file. */
function productFileIn(lang: Lang, file: string): string {
  if (lang === DEFAULT_LANG) return file;
  const translated = translatedProductFile(lang, file);
  return existsSync(join(root, translated)) ? translated : file;
}

/** Every product of content/products/, validated, by file name (in `lang`: with its translated texts). */
export function loadProducts(lang: Lang = DEFAULT_LANG): Product[] {
  const products =
    (cacheCollections && productsCache.get(lang)) ||
    productFiles(root).map((file) => {
      const read = productFileIn(lang, file);
      return { ...withImageSizes(must(readEntry(root, read, productSchema), read).data), id: productId(file) };
    });
  if (cacheCollections) productsCache.set(lang, products);
  return products;
}

/** One product by its file name; a reference to a missing product is a content mistake the check reports with its line. */
export function loadProduct(id: string, lang: Lang = DEFAULT_LANG): Product {
  const product = loadProducts(lang).find((item) => item.id === id);
  if (!product) throw new ContentError([{ file: `content/products/${id}.yaml`, field: '(file)', message: 'the file is missing' }]);
  return product;
}

/** A page file of content/pages/, validated against the one page schema. */
export function loadPageFile(file: string): { page: Page; hasBody: boolean } {
  const entry = must(readEntry(root, file, pageSchema), file);
  return { page: withImageSizes(entry.data), hasBody: entry.source.body.trim() !== '' };
}
