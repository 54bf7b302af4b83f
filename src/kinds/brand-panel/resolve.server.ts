import { loadSite } from '~/content/load.server';
import type { SectionOf } from '~/content/schemas/sections';
import { DEFAULT_LANG, type Lang } from '~/lib/languages';

/** A brand panel gets its brand's address from content/site.yaml (the content check reports an unknown brand). */
export function resolve(section: SectionOf<'brand-panel'>, lang: Lang = DEFAULT_LANG) {
  const brand = loadSite(lang).brands.find((item) => item.label === section.brand);
  if (!brand) throw new Error(`brand-panel: "${section.brand}" is not a brand in content/site.yaml; expected one of its "brands" labels`);
  return { ...section, href: brand.href };
}
