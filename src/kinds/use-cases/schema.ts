/** `use-cases`: where a product is used — larger cards, optionally with a headline figure each. */
import { z } from 'zod';
import { card } from '../../content/schemas/sections/cards';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('use-cases', 'Where a product is used: larger cards, each optionally with a headline figure', {
  ...intro,
  tone: tone('tint'),
  items: z.array(card()).min(1, { error: 'expected at least one use case' }).describe('The use cases'),
});
