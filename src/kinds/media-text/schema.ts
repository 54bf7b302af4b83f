/** `media-text`: a heading with the page's prose, or with checked points and a link, beside a picture. */
import { z } from 'zod';
import { image, text } from '../../content/schemas/fields';
import { link } from '../card-grid/schema';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('media-text', 'Text beside a picture on wide screens (picture under it on phones): a heading, then the page’s prose or checked points and a link', {
  ...intro,
  tone: tone('white'),
  image: image().describe('The picture beside the text'),
  reverse: z.boolean().default(false).describe('Put the picture on the left on wide screens (default: right)'),
  prose: z.boolean().optional().describe('Show the page’s prose (the MDX body) under the heading'),
  points: z
    .array(z.strictObject({ title: text('a short title').describe('Point title (h3)'), text: text('a sentence').describe('Point text') }), {
      error: 'expected a list of points',
    })
    .min(1, { error: 'expected at least one point' })
    .optional()
    .describe('Short titled points with a check mark'),
  link: link().optional().describe('A link under the text'),
});
