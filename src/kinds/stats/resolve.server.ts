import { loadSite } from '~/content/load.server';
import type { SectionOf } from '~/content/schemas/sections';
import { DEFAULT_LANG, type Lang } from '~/lib/languages';

/** The site's claims, when the section shows them. */
export function resolve(section: SectionOf<'stats'>, lang: Lang = DEFAULT_LANG) {
  return section.claims ? { ...section, items: loadSite(lang).claims } : section;
}
