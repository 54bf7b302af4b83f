/**
 * Pieces every section kind is built from: the `type` that names the kind, the anchor, the
 * eyebrow / heading / lead block and the background tone. One definition each, so a field reads
 * and validates the same in every kind.
 */
import { z } from 'zod';
import { slug, text } from '../fields';

/** Anchor of a section, so a button can scroll to it ("#specifications"). */
export const anchor = () => slug().describe('Anchor of the section: a button with href "#<id>" scrolls here').meta({ title: 'ID' });

/** Eyebrow, heading (h2) and lead at the top of a section. */
export const intro = {
  id: anchor().optional(),
  eyebrow: z.string().optional().describe('Small label above the section heading'),
  heading: text('a section heading').describe('Section heading (h2)'),
  lead: z.string().optional().describe('One or two sentences under the heading'),
};

/** Background tones of a full-width section (src/components/sections/parts/Section.tsx draws them). */
export const sectionTones = ['white', 'tint', 'brand', 'dark'] as const;

export const tone = (fallback: (typeof sectionTones)[number]) =>
  z
    .enum(sectionTones, { error: `expected a tone: ${sectionTones.join(', ')}` })
    .default(fallback)
    .describe(`Background: ${sectionTones.join(', ')} (default ${fallback})`);

/** How a section enters (src/components/sections/Sections.tsx): any kind may name one. */
export const appearances = ['fade', 'late-fade'] as const;

const appear = () =>
  z
    .enum(appearances, { error: `expected ${appearances.map((name) => `"${name}"`).join(' or ')}` })
    .optional()
    .describe('How the section enters: "fade" fades in as it first shows; "late-fade" waits 300 ms, then fades in quickly (default: it is simply there)');

/** A section kind: its `type` plus its own fields. The page's `sections:` list holds these. */
export function kind<const T extends string, S extends z.core.$ZodLooseShape>(type: T, description: string, shape: S) {
  return z.strictObject({ type: z.literal(type).describe(`"${type}"`), ...shape, appear: appear() }).describe(description);
}
