/**
 * What several kinds' resolvers gather alike (src/kinds/<kind>/resolve.server.ts): a product's key
 * facts and card, and the news as cards show it.
 */
import { loadNews } from './load.server';
import type { Product } from './schemas/products';

/** The key facts of a product, in the short wording where the file gives one. */
export function keyFacts(product: Product): { value: string; label: string }[] {
  return (product.keyFacts ?? []).flatMap((key) => {
    const spec = product.specs?.find((item) => item.key === key);
    return spec ? [spec.short ?? { label: spec.label, value: spec.value }] : [];
  });
}

/** A product as a card shows it: what leads to its page. */
export function productCard(product: Product) {
  return { name: product.name, path: product.path, status: product.status, summary: product.summary, image: product.image, facts: keyFacts(product) };
}

/** Excerpts only: a card's fields, never an article body (bodies load with their own page). */
export function newsExcerpts() {
  return loadNews().map(({ slug, title, date, category, excerpt, image, featured }) => ({ slug, title, date, category, excerpt, image, featured }));
}
