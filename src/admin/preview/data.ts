/**
 * What the preview knows beyond the entry being edited, as the site's own loaders read it when
 * the editor was built or served (scripts/cms/preview-data.ts writes it): the site settings, the
 * products, the news and job postings, the collections' shared words and the product figures,
 * per language. The site's section resolvers (src/content/sections.server.ts) read it through
 * ./loaders.ts, which stands in for src/content/load.server.ts in the editor's build.
 */
import type { FactTable } from '../../content/facts';
import type { CareerPosting } from '../../content/schemas/careers';
import type { NewsItem } from '../../content/schemas/news';
import type { Product } from '../../content/schemas/products';
import type { SectionOf } from '../../content/schemas/sections';
import type { Site } from '../../content/schemas/site';
import { DEFAULT_LANG, type Lang } from '../../lib/languages';

export type PreviewData = {
  site: Partial<Record<Lang, Site>>;
  products: Partial<Record<Lang, Product[]>>;
  news: (NewsItem & { file: string })[];
  careers: (CareerPosting & { file: string })[];
  newsroom: SectionOf<'news-list'>;
  careersCopy: SectionOf<'open-positions'>;
  /** Product id → spec key → value, per language. */
  facts: Partial<Record<Lang, Record<string, Record<string, string>>>>;
  /** The English files a partial translation is merged onto (site settings, products), as written. */
  english: Record<string, unknown>;
  /** The images of content/images/ the site serves (as /images/…); any other is a new upload, drawn from the editor's own copy. */
  images: string[];
};

let current: PreviewData | undefined;
/** A product as the preview of its own file shows it, over the one the editor was built with. */
const drafts = new Map<string, Product>();

export function setPreviewData(data: PreviewData): void {
  current = data;
}

export function previewData(): PreviewData {
  if (!current) throw new Error('The preview data has not been loaded (src/admin/main.tsx loads it before the editor starts).');
  return current;
}

/** Shows `product` in place of the saved one while its file is previewed; `undefined` lets it go. */
export function draftProduct(lang: Lang, product: Product | undefined, id: string): void {
  if (product) drafts.set(`${lang}:${id}`, product);
  else drafts.delete(`${lang}:${id}`);
}

export function productsIn(lang: Lang): Product[] {
  const data = previewData();
  const products = data.products[lang] ?? data.products[DEFAULT_LANG] ?? [];
  return products.map((product) => drafts.get(`${lang}:${product.id}`) ?? product);
}

/** The product figures of a language, as the content check reads them. */
export function factsIn(lang: Lang = DEFAULT_LANG): FactTable {
  const table = previewData().facts[lang] ?? previewData().facts[DEFAULT_LANG] ?? {};
  return new Map(Object.entries(table).map(([id, specs]) => [id, new Map(Object.entries(specs))]));
}
