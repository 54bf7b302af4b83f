import type { SectionOf } from '~/content/schemas/sections';
import { hasAddress } from './schema';

/** Only the videos the company has given an address: a poster that plays nothing is not shown (docs/decisions/2711). */
export function resolve(section: SectionOf<'videos'>) {
  return { ...section, items: section.items.filter(hasAddress) };
}
