/** Presence pages of one country (/locations/uae, /locations/saudi): one schema, two files. */
import { z } from 'zod';
import { hero } from '../blocks';
import { cardSection, cta, reach } from '../company';
import { image, seo } from '../fields';

export const presencePage = z.strictObject({
  ...seo,
  hero: hero(),
  heroImage: image().optional().describe('Illustration beside the banner on wide screens, under it on small ones'),
  offer: cardSection().describe('What the company offers in the country'),
  reach: reach().describe('How to reach the company from the country'),
  cta: cta(),
});
