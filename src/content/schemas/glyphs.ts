/** Line icons drawn on the cards and tiles of the section kit (src/components/sections/parts/Glyph.tsx). */
import { z } from 'zod';

/** Icons a card, tile or highlight names (src/components/sections/parts/Glyph.tsx draws them). */
export const glyphNames = [
  'globe',
  'team',
  'trophy',
  'target',
  'factory',
  'language',
  'school',
  'book',
  'lab',
  'hospital',
  'reception',
  'warehouse',
  'retail',
  'shield',
  'handshake',
  'brain',
  'robot',
  'eye',
  'chip',
  'spark',
  'bolt',
  'briefcase',
  'mail',
  'pin',
  'clock',
] as const;

export type GlyphName = (typeof glyphNames)[number];

export const glyph = () => z.enum(glyphNames, { error: `expected one of the icons: ${glyphNames.join(', ')}` });
