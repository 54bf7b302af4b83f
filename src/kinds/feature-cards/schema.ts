/** `feature-cards`: a grid of cards — features, capabilities, benefits, versions, numbered modes. */
import { z } from 'zod';
import { image } from '../../content/schemas/fields';
import { card } from '../../content/schemas/sections/cards';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('feature-cards', 'A grid of cards: features, capabilities, benefits, versions, numbered steps', {
  ...intro,
  tone: tone('white'),
  layout: z
    .enum(['grid', 'steps', 'split'], { error: 'expected a layout: grid, steps or split' })
    .default('grid')
    .describe('"grid" (default): cards in columns; "steps": numbered cards; "split": cards beside the section image'),
  image: image().optional().describe('Section picture, shown beside the cards when layout is "split"'),
  items: z.array(card()).min(1, { error: 'expected at least one card' }).describe('The cards'),
});
