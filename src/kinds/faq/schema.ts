/** `faq`: questions and answers, one open at a time. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('faq', 'Questions and answers; one answer open at a time', {
  ...intro,
  tone: tone('white'),
  items: z
    .array(z.strictObject({ question: text('a question'), answer: text('an answer') }))
    .min(1, { error: 'expected at least one question' })
    .describe('Questions in order'),
}).meta({ title: 'FAQ' });
