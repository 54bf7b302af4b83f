/** /locations/global: worldwide figures and regions. */
import { z } from 'zod';
import { hero } from '../blocks';
import { cta, region, sectionIntro, stat } from '../company';
import { image, seo } from '../fields';

export const schema = z.strictObject({
  ...seo,
  hero: hero(),
  heroImage: image().optional().describe('Illustration beside the banner on wide screens, under it on small ones'),
  stats: z.array(stat(), { error: 'expected a list of figures' }).min(1).describe('Headline figures under the hero'),
  regions: z
    .strictObject({
      intro: sectionIntro(),
      items: z.array(region(), { error: 'expected a list of regions' }).length(4, { error: 'expected exactly four regions' }).describe('The four regions'),
    })
    .describe('Regions'),
  cta: cta(),
});
