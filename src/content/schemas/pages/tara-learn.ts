/** /tara-learn — Tara Learn: educational features, where it helps, demo video, Request Demo + brochure. */
import { z } from 'zod';
import { seo } from '../fields';
import { applications, ctaBand, featureCards, productHero, videos } from '../product';

export const schema = z.strictObject({
  ...seo,
  hero: productHero(),
  features: featureCards().describe('Educational features'),
  settings: applications().describe('Where Tara Learn works'),
  videos: videos(),
  cta: ctaBand(),
});
