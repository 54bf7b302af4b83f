/** /tara-greet — Tara Greet: capabilities, deployment sectors, benefits, spec snapshot, Request Demo + brochure. */
import { z } from 'zod';
import { seo } from '../fields';
import { applications, ctaBand, featureCards, productHero, specList } from '../product';

export const schema = z.strictObject({
  ...seo,
  hero: productHero(),
  capabilities: featureCards().describe('Core capabilities'),
  sectors: applications().describe('Deployment sectors'),
  benefits: featureCards().describe('Benefits'),
  specs: specList().describe('Spec snapshot'),
  cta: ctaBand(),
});
