/** /octa-bot — Octa Bot (NEW): specs, key features, design, use cases, figures, FAQ, consultation banner, CTA. */
import { z } from 'zod';
import { seo } from '../fields';
import { ctaBand, faq, featureCards, productHero, specList, statBand, settingCards } from '../product';

export const schema = z.strictObject({
  ...seo,
  hero: productHero(),
  specs: specList().describe('Technical Specifications'),
  features: featureCards().describe('Key Features'),
  design: featureCards().describe('Design'),
  useCases: settingCards(),
  results: statBand().describe('Claimed results'),
  banner: ctaBand().describe('Consultation banner'),
  faq: faq(),
  cta: ctaBand(),
});
