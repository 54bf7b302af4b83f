/**
 * What each section needs beyond its own fields, gathered at build time by the page loader: a
 * product hero gets the product's name, status, key facts and portrait; a spec list its rows;
 * a comparison its cells. Each kind that gathers something says what in its own folder
 * (src/kinds/<kind>/resolve.server.ts), and the generated index lists those resolvers
 * (src/kinds/generated/resolvers.server.ts). The component then renders exactly what it is given.
 */
import { resolvers } from '~/kinds/generated/resolvers.server';
import { loadProduct } from './load.server';
import type { Section, SectionOf, SectionType } from './schemas/sections';
import type { Product } from './schemas/products';
import { DEFAULT_LANG, type Lang } from '~/lib/languages';

// Each resolver takes the sections of its own kind.
resolvers satisfies { [K in SectionType]?: (section: SectionOf<K>, lang: Lang) => unknown };

type Resolvers = typeof resolvers;

/** A section as its component receives it. */
export type ResolvedSection<K extends SectionType> = K extends keyof Resolvers ? ReturnType<Resolvers[K]> : SectionOf<K>;
export type AnyResolvedSection = { [K in SectionType]: ResolvedSection<K> }[SectionType];

const hasResolver = (type: SectionType): type is keyof Resolvers => Object.hasOwn(resolvers, type);

/** A section with what it shows gathered, in the page's language (products' and the site's texts). */
export function resolveSection(section: Section, lang: Lang = DEFAULT_LANG): AnyResolvedSection {
  if (!hasResolver(section.type)) return section as AnyResolvedSection;
  // The table is keyed by kind: the resolver under a section's `type` takes sections of that type.
  const resolve = resolvers[section.type] as (section: Section, lang: Lang) => AnyResolvedSection;
  return resolve(section, lang);
}

/** The products a page presents (its product heroes), for its structured data. */
export function presentedProducts(sections: readonly Section[], lang: Lang = DEFAULT_LANG): Product[] {
  return sections.flatMap((section) => (section.type === 'product-hero' ? [loadProduct(section.product, lang)] : []));
}
