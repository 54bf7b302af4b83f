/** /tara — Tara Gen 1: versions, features, use cases, technical features, rotating specs, videos, gallery. */
import { z } from 'zod';
import { seo } from '../fields';
import { ctaBand, featureCards, gallery, productHero, specList, settingCards, videos } from '../product';

export const schema = z.strictObject({
  ...seo,
  hero: productHero(),
  versions: featureCards().describe('The three versions, each card linking to its page'),
  features: featureCards().describe('Feature panels'),
  useCases: settingCards(),
  technical: featureCards().describe('Key technical features'),
  specs: specList(),
  videos: videos(),
  gallery: gallery(),
  cta: ctaBand(),
});
