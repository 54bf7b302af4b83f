/** `card-grid`: cards with an icon, a title, a text and an optional link, under a section heading. */
import { z } from 'zod';
import { href, text } from '../../content/schemas/fields';
import { glyph } from '../../content/schemas/glyphs';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

/** A link written in content: visible label and where it goes. */
export const link = () =>
  z.strictObject({
    label: text('a link label').describe('Visible text of the link'),
    href: href().describe('Where the link goes'),
  });

/** A card with an icon, a title, a short text and an optional link. */
export const glyphCard = () =>
  z.strictObject({
    icon: glyph().optional().describe('Icon drawn above the title'),
    title: text('a card title').describe('Card title (h3)'),
    text: text('a sentence or two').describe('Card text'),
    link: link().optional().describe('Optional link at the foot of the card'),
  });

export type GlyphCardItem = z.output<ReturnType<typeof glyphCard>>;

export const schema = kind('card-grid', 'Cards with an icon, a title, a text and an optional link, in two to four columns', {
  ...intro,
  tone: tone('white'),
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)], { error: 'expected 2, 3 or 4 columns' })
    .default(3)
    .describe('Columns on wide screens: 2, 3 (default) or 4'),
  items: z.array(glyphCard(), { error: 'expected a list of cards' }).min(1, { error: 'expected at least one card' }).describe('The cards, in order'),
});
