/** /defense/rhino — Rhino (BETA): missions, control modes, specs, CTA, links to /robotics and /tara. */
import { z } from 'zod';
import { seo } from '../fields';
import { ctaBand, featureCards, productHero, specList, settingCards } from '../product';

export const schema = z.strictObject({
  ...seo,
  hero: productHero(),
  missions: settingCards().describe('What Rhino does'),
  controlModes: featureCards().describe('The three control modes'),
  specs: specList(),
  cta: ctaBand(),
  related: featureCards().describe('Links onward: /robotics and /tara'),
});
