/**
 * The section kit: every kind of section a page can list under `sections:`, as one union. A kind
 * is a folder, src/kinds/<kind>/ (its schema, view, resolver, island and example), and the
 * generated index lists them (src/kinds/generated/schemas.ts): adding a kind is
 * `npm run new:kind <name>`, then editing its folder; nothing else (docs/decisions/3430).
 * The pieces kinds share are ./shared.ts, ./cards.ts and ./roster.ts.
 */
import { z } from 'zod';
import { closest, wordOf } from '../../validate';
import { sectionKinds } from '../../../kinds/generated/schemas';

export { sectionKinds };

export const sectionTypes = sectionKinds.map((kind) => kind.shape.type.value);

export type SectionType = (typeof sectionTypes)[number];

/** "did you mean "feature-cards"? " for a kind written nearly right ("feature-card", "Hero"), else "". */
function kindHint(type: unknown): string {
  if (typeof type !== 'string') return '';
  const near = sectionTypes.find((kind) => kind === type.trim().toLowerCase()) ?? closest(type, [...sectionTypes]) ?? wordOf(type.trim(), sectionTypes);
  return near ? `did you mean "${near}"? ` : '';
}

export const section = z.discriminatedUnion('type', sectionKinds, {
  error: (issue) =>
    issue.code === 'invalid_union' && issue.input && typeof issue.input === 'object' && 'type' in issue.input
      ? `unknown section type ${JSON.stringify(issue.input.type)}; ${kindHint(issue.input.type)}the kinds that exist are: ${sectionTypes.join(', ')}`
      : `expected a section with a "type", one of: ${sectionTypes.join(', ')}`,
});

export type Section = z.output<typeof section>;
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
