/** /tara-care — Tara Care: six benefit cards, where it helps, Request Demo + brochure. */
import { z } from 'zod';
import { seo } from '../fields';
import { applications, ctaBand, featureCards, productHero } from '../product';

export const schema = z.strictObject({
  ...seo,
  hero: productHero(),
  benefits: featureCards().describe('The six benefit cards'),
  settings: applications().describe('Where Tara Care helps'),
  cta: ctaBand(),
});
