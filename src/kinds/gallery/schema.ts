/** `gallery`: pictures with captions and a full-size viewer. */
import { z } from 'zod';
import { image, text } from '../../content/schemas/fields';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('gallery', 'Pictures with captions; each opens in a full-size viewer', {
  ...intro,
  tone: tone('white'),
  items: z
    .array(z.strictObject({ image: image(), caption: text('a caption').describe('Shown under the picture and in the viewer') }))
    .min(1, { error: 'expected at least one picture' }),
  viewer: z
    .strictObject({
      openLabel: text('a label').describe('Read by screen readers before each caption, e.g. "View full size"'),
      closeLabel: text('a button label'),
      previousLabel: text('a button label'),
      nextLabel: text('a button label'),
    })
    .describe('Labels of the full-size viewer'),
});
