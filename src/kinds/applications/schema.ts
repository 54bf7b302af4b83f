/** `applications`: a compact list of applications or settings (icon, title, one line). */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { productIcon } from '../../content/schemas/icons';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('applications', 'A compact list of applications or settings: icon, title and one line each', {
  ...intro,
  tone: tone('white'),
  items: z
    .array(
      z.strictObject({
        title: text('an application name'),
        description: z.string().optional().describe('One line about it'),
        icon: productIcon(),
      }),
    )
    .min(1, { error: 'expected at least one application' })
    .describe('The applications'),
});
