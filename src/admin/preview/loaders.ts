/**
 * Stands in for src/content/load.server.ts and src/content/collection-copy.server.ts in the
 * editor's build (scripts/cms/vite.ts points their imports here): the same functions, answered
 * from the preview data instead of the files, so src/content/sections.server.ts gathers what
 * each section shows exactly as the build does.
 */
import type { CareerPosting } from '~/content/schemas/careers';
import type { NewsItem } from '~/content/schemas/news';
import type { Product } from '~/content/schemas/products';
import type { SectionOf } from '~/content/schemas/sections';
import type { Site } from '~/content/schemas/site';
import { DEFAULT_LANG, type Lang } from '~/lib/languages';
import { previewData, productsIn } from './data';

export function loadSite(lang: Lang = DEFAULT_LANG): Site {
  const data = previewData();
  const site = data.site[lang] ?? data.site[DEFAULT_LANG];
  if (!site) throw new Error('The preview data holds no site settings.');
  return site;
}

export function loadNews(): (NewsItem & { file: string })[] {
  return [...previewData().news];
}

export function loadCareers(): (CareerPosting & { file: string })[] {
  return [...previewData().careers];
}

export function loadProducts(lang: Lang = DEFAULT_LANG): Product[] {
  return productsIn(lang);
}

export function loadProduct(id: string, lang: Lang = DEFAULT_LANG): Product {
  const product = productsIn(lang).find((item) => item.id === id);
  if (!product)
    throw new Error(
      `content/products/${id}.yaml — no such product; pick one of: ${productsIn(lang)
        .map((item) => item.id)
        .join(', ')}`,
    );
  return product;
}

export function loadPageFile(file: string): never {
  throw new Error(`The preview reads the page being edited, not ${file}.`);
}

export const newsroomCopy = (): SectionOf<'news-list'> => previewData().newsroom;
export const careersCopy = (): SectionOf<'open-positions'> => previewData().careersCopy;
