/**
 * What each section needs beyond its own fields, gathered at build time by the page loader: a
 * product hero gets the product's name, status, key facts and portrait; a spec list its rows;
 * a comparison its cells. The component then renders exactly what it is given.
 */
import { newsroomCopy } from './collection-copy.server';
import { loadCareers, loadNews, loadProduct, loadSite } from './load.server';
import type { Section, SectionOf, SectionType } from './schemas/sections';
import type { Product } from './schemas/products';
import { hasAddress } from '../kinds/videos/schema';
import { DEFAULT_LANG, type Lang } from '~/lib/languages';

/** The key facts of a product, in the short wording where the file gives one. */
function keyFacts(product: Product): { value: string; label: string }[] {
  return (product.keyFacts ?? []).flatMap((key) => {
    const spec = product.specs?.find((item) => item.key === key);
    return spec ? [spec.short ?? { label: spec.label, value: spec.value }] : [];
  });
}

function productHero(section: SectionOf<'product-hero'>, lang: Lang = DEFAULT_LANG) {
  const product = loadProduct(section.product, lang);
  return { ...section, heading: product.name, status: product.status, image: product.image, facts: keyFacts(product), category: product.category };
}

/** A product as a card shows it: what leads to its page. */
function productCard(product: Product) {
  return { name: product.name, path: product.path, status: product.status, summary: product.summary, image: product.image, facts: keyFacts(product) };
}

function productFamilies(section: SectionOf<'product-families'>, lang: Lang = DEFAULT_LANG) {
  return {
    ...section,
    families: section.families.map((family) => ({
      ...productCard(loadProduct(family.product, lang)),
      more: family.more && {
        label: family.more.label,
        products: family.more.products.map((id) => {
          const { name, path, status } = loadProduct(id, lang);
          return { name, path, status };
        }),
      },
    })),
  };
}

function specList(section: SectionOf<'spec-list'>, lang: Lang = DEFAULT_LANG) {
  const product = loadProduct(section.product, lang);
  return { ...section, items: (product.specs ?? []).filter((spec) => spec.table).map(({ label, value }) => ({ label, value })) };
}

function comparison(section: SectionOf<'comparison'>, lang: Lang = DEFAULT_LANG) {
  const products = section.products.map((id) => loadProduct(id, lang));
  return {
    ...section,
    columns: products.map((product) => ({ name: product.name, path: product.path })),
    rows: section.rows.map((row) => ({
      label: row.label,
      cells: products.map((product) => {
        const value = product.specs?.find((spec) => spec.key === row.spec)?.value;
        // The content check reports this with file and line before any build gets here.
        if (value === undefined) throw new Error(`comparison: ${product.id} has no spec "${row.spec}"; run "npm run content:check".`);
        return value;
      }),
    })),
  };
}

/** Only the videos the company has given an address: a poster that plays nothing is not shown (docs/decisions/2711). */
function videos(section: SectionOf<'videos'>) {
  return { ...section, items: section.items.filter(hasAddress) };
}

function stats(section: SectionOf<'stats'>, lang: Lang = DEFAULT_LANG) {
  return section.claims ? { ...section, items: loadSite(lang).claims } : section;
}

/** A brand panel gets its brand's address from content/site.yaml (the content check reports an unknown brand). */
function brandPanel(section: SectionOf<'brand-panel'>, lang: Lang = DEFAULT_LANG) {
  const brand = loadSite(lang).brands.find((item) => item.label === section.brand);
  if (!brand) throw new Error(`brand-panel: "${section.brand}" is not a brand in content/site.yaml; expected one of its "brands" labels`);
  return { ...section, href: brand.href };
}

/** Excerpts only: a card's fields, never an article body (bodies load with their own page). */
function newsExcerpts() {
  return loadNews().map(({ slug, title, date, category, excerpt, image, featured }) => ({ slug, title, date, category, excerpt, image, featured }));
}

function newsList(section: SectionOf<'news-list'>) {
  return { ...section, items: newsExcerpts() };
}

function newsFeatured(section: SectionOf<'news-featured'>) {
  const item = newsExcerpts().find((story) => story.featured);
  if (!item) throw new Error('content/news/ has no featured item; run "npm run content:check".');
  const { categories, readMore } = newsroomCopy();
  return { ...section, item, labels: categories, readMore };
}

/** Each posting's summary and requirements; the full MDX bodies load with their own page. */
function openPositions(section: SectionOf<'open-positions'>) {
  const postings = loadCareers().map(({ slug, title, department, location, type, posted, description, requirements }) => ({
    slug,
    title,
    department,
    location,
    type,
    posted,
    description,
    requirements,
  }));
  return { ...section, postings };
}

const resolvers = {
  stats,
  'brand-panel': brandPanel,
  'product-hero': productHero,
  'product-families': productFamilies,
  'spec-list': specList,
  comparison,
  videos,
  'news-list': newsList,
  'news-featured': newsFeatured,
  'open-positions': openPositions,
} satisfies { [K in SectionType]?: (section: SectionOf<K>, lang?: Lang) => unknown };

type Resolvers = typeof resolvers;

/** A section as its component receives it. */
export type ResolvedSection<K extends SectionType> = K extends keyof Resolvers ? ReturnType<Resolvers[K]> : SectionOf<K>;
export type AnyResolvedSection = { [K in SectionType]: ResolvedSection<K> }[SectionType];

/** A section with what it shows gathered, in the page's language (products' and the site's texts). */
export function resolveSection(section: Section, lang: Lang = DEFAULT_LANG): AnyResolvedSection {
  switch (section.type) {
    case 'product-hero':
      return resolvers['product-hero'](section, lang);
    case 'product-families':
      return resolvers['product-families'](section, lang);
    case 'spec-list':
      return resolvers['spec-list'](section, lang);
    case 'comparison':
      return resolvers.comparison(section, lang);
    case 'videos':
      return resolvers.videos(section);
    case 'stats':
      return resolvers.stats(section, lang);
    case 'brand-panel':
      return resolvers['brand-panel'](section, lang);
    case 'news-list':
      return resolvers['news-list'](section);
    case 'news-featured':
      return resolvers['news-featured'](section);
    case 'open-positions':
      return resolvers['open-positions'](section);
    default:
      return section;
  }
}

/** The products a page presents (its product heroes), for its structured data. */
export function presentedProducts(sections: readonly Section[], lang: Lang = DEFAULT_LANG): Product[] {
  return sections.flatMap((section) => (section.type === 'product-hero' ? [loadProduct(section.product, lang)] : []));
}
