/** /tara-gen3 — Tara Gen 3 teaser (COMING SOON): 3D scene behind a click-to-load facade. */
import { z } from 'zod';
import { seo } from '../fields';
import { ctaBand, productHero, scene } from '../product';

export const schema = z.strictObject({
  ...seo,
  hero: productHero(),
  scene: scene(),
  cta: ctaBand(),
});
