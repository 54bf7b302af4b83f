/** /tara-gen2 — Daksha (BETA): AI capabilities, operations, six applications, specs, three mail drafts. */
import { z } from 'zod';
import { seo } from '../fields';
import { applications, ctaBand, featureCards, productHero, specList } from '../product';

export const schema = z.strictObject({
  ...seo,
  hero: productHero(),
  capabilities: featureCards().describe('The four AI capability cards'),
  operations: featureCards().describe('The three operations cards'),
  applications: applications().describe('The six applications'),
  specs: specList(),
  cta: ctaBand(),
});
