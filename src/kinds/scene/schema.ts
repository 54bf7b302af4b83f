/** `scene`: a click-to-load 3D scene behind a local poster. */
import { z } from 'zod';
import { image, safeAddress, text } from '../../content/schemas/fields';
import { intro, kind, tone } from '../../content/schemas/sections/shared';

export const schema = kind('scene', 'A 3D scene behind a local poster: nothing loads until the visitor asks', {
  ...intro,
  tone: tone('dark'),
  title: text('a title').describe('Accessible name of the scene'),
  poster: image().describe('Local picture shown until the visitor loads the scene'),
  embedUrl: z
    .string({ error: 'expected the scene address' })
    .refine(...safeAddress)
    .regex(/^(\/|https:\/\/)/, { error: 'expected the scene address starting with "/" or "https://"' })
    .describe('Scene loaded into the frame after the click: a page of this site or the 3D host'),
  loadLabel: text('a button label').describe('Label of the load button'),
  externalUrl: z
    .string()
    .refine(...safeAddress)
    .regex(/^(\/|https:\/\/)/, { error: 'expected an address starting with "/" or "https://"' }).describe('Fallback: the scene on its own'),
  externalLabel: text('a link label'),
  notice: text('a sentence').describe('Says where the scene comes from'),
});
